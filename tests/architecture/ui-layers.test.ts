/**
 * The browser's UI flows one way (DESIGN.md, "Style to imitate": shared → features → app): the app
 * (ui/app, the composition root and the router) may import any feature, and nothing below it
 * imports the app. What features need from it (the session view, the ports of their area, the
 * screens type) lives in ui/platform. And no import cycle anywhere in ui/, type imports included:
 * a cycle is a knot a change has to untie (issue #31, item 2).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

interface SourceFile {
  readonly path: string;
  readonly source: string;
}

const SPECIFIER = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/gu;

/** The project files a file imports (relative specifiers, resolved to .ts or .tsx), with `exists`. */
export function importsOf(file: SourceFile, exists: (path: string) => boolean): string[] {
  return [...file.source.matchAll(SPECIFIER)].flatMap((match) => {
    const target = posix.normalize(posix.join(dirname(file.path), match[1] ?? ""));
    const found = [target, `${target}.ts`, `${target}.tsx`].find(
      (candidate) => /\.tsx?$/u.test(candidate) && exists(candidate),
    );
    return found === undefined ? [] : [found];
  });
}

/** The imports into ui/app from a file below it (everything in ui/ but ui/app and the entry). */
export function appImportsBelowTheApp(file: SourceFile, exists: (path: string) => boolean): string[] {
  if (!file.path.startsWith("ui/") || file.path.startsWith("ui/app/") || file.path === "ui/main.tsx")
    return [];
  return importsOf(file, exists)
    .filter((target) => target.startsWith("ui/app/"))
    .map((target) => `${file.path} -> ${target}`);
}

/** Every import cycle of a graph (Tarjan's strongly connected components of more than one file, or a self-import). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.toSorted());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

const onlyScreenBindings = (path: string) => path === "ui/app/screen-bindings.tsx";
const inProject = (path: string): boolean => existsSync(join(PROJECT_ROOT, path));
const files: SourceFile[] = typeScriptFilesUnder("ui").map((path) => ({
  path,
  source: readFileSync(join(PROJECT_ROOT, path), "utf8"),
}));
const uiGraph = new Map(
  files.map((file) => [file.path, importsOf(file, inProject).filter((target) => target.startsWith("ui/"))]),
);

describe("the UI's layers", () => {
  it("reads every UI file and its imports", () => {
    expect(files.length).toBeGreaterThan(250);
    expect(uiGraph.get("ui/app/composition-root.tsx")).toContain("ui/platform/ports.tsx");
  });

  it("nothing below the app imports ui/app (features, components, layout, platform, tests)", () => {
    expect(files.flatMap((file) => appImportsBelowTheApp(file, inProject))).toEqual([]);
  });

  it("has no import cycle in ui/ (type imports count)", () => {
    expect(importCycles(uiGraph)).toEqual([]);
  });

  it("fires on a planted feature → app import and on a planted cycle", () => {
    const planted = {
      path: "ui/features/posts/x.tsx",
      source: `import { useBindings } from "../../app/screen-bindings";`,
    };
    expect(appImportsBelowTheApp(planted, onlyScreenBindings)).toEqual([
      "ui/features/posts/x.tsx -> ui/app/screen-bindings.tsx",
    ]);
    // The app itself may import a feature; a test beside the app may import the app.
    expect(appImportsBelowTheApp({ ...planted, path: "ui/app/root/x.ts" }, onlyScreenBindings)).toEqual([]);
    const knot = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
      ["e", ["e"]],
    ]);
    expect(importCycles(knot)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
