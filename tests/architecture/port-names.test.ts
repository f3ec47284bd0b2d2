/**
 * Names say what they are (issue #30, docs/architecture.md "Ports, adapters and contexts"): "ports"
 * once named interface files in machines/, factories in adapters/ and React contexts in ui/, so
 * neither a reader nor a tool could tell from an import which one it meant. One scheme now:
 * - `machines/<area>/<area>-ports.ts`: what a machine or screen needs from outside, types only;
 * - `adapters/<area>/<name>-api.ts`: `create<Name>Api(deps)`, an area's HTTP calls behind its port;
 * - `adapters/<area>/<area>-adapter.ts`: `create<Area>Adapter(deps)`, the whole ports object where an
 *   area needs more than its calls (drafts, storage, the clock);
 * - `ui/features/<area>/<area>-context.tsx`: the React context that hands them to the screens.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

const sources = (folder: string) => typeScriptFilesUnder(folder, "sources");
const text = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Runtime exports (values, not types) of a module's source. */
const RUNTIME_EXPORT = /^export\s+(?:async\s+)?(?:const|let|function|class|enum|default)\b/mu;

describe("ports, adapters and contexts are named by what they are", () => {
  const everyFolder = ["core", "machines", "adapters", "ui", "server", "scripts", "bench", "tests"];

  it("a file named *-ports sits in machines/ and declares types only", () => {
    const misplaced = everyFolder
      .flatMap(sources)
      .filter((path) => /-ports\.tsx?$/u.test(fileName(path)))
      .filter((path) => !path.startsWith("machines/") || RUNTIME_EXPORT.test(text(path)));
    expect(misplaced).toEqual([]);
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
