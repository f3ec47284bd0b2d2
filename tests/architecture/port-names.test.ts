/**
 * Names say what they are (issue #30, docs/architecture.md "Ports, adapters and contexts"): "ports"
 * once named interface files in machines/, factories in adapters/ and React contexts in ui/, so
 * neither a reader nor a tool could tell from an import which one it meant. One scheme now:
 * - `machines/<area>/<area>-ports.ts`: what a machine or screen needs from outside, types only, and
 *   the area's one key to them (`export const <AREA>_PORTS = portsKey<…>("<area>")`);
 * - `adapters/<area>/<name>-api.ts`: `create<Name>Api(deps)`, an area's HTTP calls behind its port;
 * - `adapters/<area>/<area>-adapter.ts`: `create<Area>Adapter(deps)`, the whole ports object where an
 *   area needs more than its calls (drafts, storage, the clock);
 * - `adapters/<area>/<area>.ports.ts`: `export const ports = areaPorts(KEY, (world) => …)`, how the
 *   app makes the area's ports (found by name, loaded with the area's first screen);
 * - `ui/features/<area>/<area>-context.tsx`: a React context an area keeps for itself (the ports
 *   reach every screen through ui/platform/ports.tsx, `usePorts(KEY)`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

const sources = (folder: string) => typeScriptFilesUnder(folder, "sources");
const text = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Runtime exports (values, not types) of a module's source, but for the area's ports key. */
const RUNTIME_EXPORT =
  /^export\s+(?:async\s+)?(?:const(?! [A-Z_]+_PORTS = portsKey<)|let|function|class|enum|default)\b/mu;

describe("ports, adapters and contexts are named by what they are", () => {
  const everyFolder = ["core", "machines", "adapters", "ui", "server", "scripts", "bench", "tests"];

  it("a file named *-ports sits in machines/ and declares types only", () => {
    const misplaced = everyFolder
      .flatMap(sources)
      .filter((path) => /-ports\.tsx?$/u.test(fileName(path)))
      .filter((path) => !path.startsWith("machines/") || RUNTIME_EXPORT.test(text(path)));
    expect(misplaced).toEqual([]);
    expect(RUNTIME_EXPORT.test(`export const POSTS_PORTS = portsKey<PostsApiPort>("posts");`)).toBe(false);
    expect(RUNTIME_EXPORT.test(`export const decodeThing = (x: unknown) => x;`)).toBe(true);
  });

  it("an area's ports module is named after its folder and makes the ports of that area's key", () => {
    const modules = sources("adapters").filter((path) => fileName(path).endsWith(".ports.ts"));
    expect(modules.length).toBeGreaterThanOrEqual(10);
    const wrong = modules.filter((path) => {
      const [, area, file] = path.split("/");
      const key = new RegExp(`export const ports = areaPorts\\(\\s*([A-Z_]+_PORTS)`, "u").exec(
        text(path),
      )?.[1];
      const declared =
        key === undefined
          ? undefined
          : new RegExp(`export const ${key} = portsKey<[^>]+>\\("([a-z-]+)"\\)`, "u").exec(
              text(`machines/${area}/${area}-ports.ts`),
            )?.[1];
      return file !== `${area}.ports.ts` || declared !== area;
    });
    expect(wrong).toEqual([]);
  });

  it("an adapter file exports its create…Adapter or create…Api factory, never create…Ports", () => {
    const adapters = sources("adapters").filter((path) => fileName(path).endsWith("-adapter.ts"));
    expect(adapters.length).toBeGreaterThan(0);
    const withoutFactory = adapters.filter(
      (path) => !/^export function create[A-Z]\w*Adapter\(/mu.test(text(path)),
    );
    expect(withoutFactory).toEqual([]);
    const apis = sources("adapters").filter((path) => fileName(path).endsWith("-api.ts"));
    const apiWithoutFactory = apis.filter(
      (path) => !/^export function create[A-Z]\w*Api\(/mu.test(text(path)),
    );
    expect(apiWithoutFactory).toEqual([]);
    const portFactories = sources("adapters").filter((path) =>
      /export function create\w*Ports\(/u.test(text(path)),
    );
    expect(portFactories).toEqual([]);
  });

  it("a feature file that makes a React context is named *-context", () => {
    const unnamed = sources("ui/features").filter(
      (path) => /\bcreateContext\b/u.test(text(path)) && !/-context\.tsx?$/u.test(fileName(path)),
    );
    expect(unnamed).toEqual([]);
  });
});
