/**
 * Every screen's I/O goes through a machine (issue #31, item 1): a read is `useScreenLoad`, a list
 * `useKeysetList`, a form or flow its own machine. A `useEffect` that waits on a promise (`.then(`,
 * `await`) is a load beside the machines: its failure has no state, no retry, no trace. The few left
 * are named here with their reason.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

const ALLOWED: Readonly<Record<string, string>> = {
  "ui/features/dev/dev-tools-context.tsx": "the report-a-problem key's action, not a read",
  "ui/features/dev/dev-routes.tsx": "the QA pages ask once whether the server runs in demo mode",
  "ui/features/dev/journey-diagram.tsx": "draws a diagram with Mermaid, loaded on demand",
  "ui/features/dev/flow-diagram.tsx": "draws a diagram with Mermaid, loaded on demand",
};

/** The lines of a source where an effect's body waits on a promise. */
export function rawLoads(source: string): number[] {
  return [...source.matchAll(/useEffect\(\(\) => \{/gu)].flatMap((match) => {
    const body = source.slice(match.index + match[0].length);
    const end = body.search(/\n\s*\}, \[|\n\s*\}\);/u);
    const block = end === -1 ? body : body.slice(0, end);
    return /\.then\(|\bawait\b/u.test(block) ? [source.slice(0, match.index).split("\n").length] : [];
  });
}

describe("no raw loads in the screens", () => {
  const files = typeScriptFilesUnder("ui", "sources");

  it("no useEffect waits on a promise, but the named few", () => {
    const found = files
      .filter((path) => !(path in ALLOWED))
      .flatMap((path) =>
        rawLoads(readFileSync(join(PROJECT_ROOT, path), "utf8")).map((line) => `${path}:${line}`),
      );
    expect(found).toEqual([]);
  });

  it("every named exception still has its raw load (the list shrinks, never rots)", () => {
    const stale = Object.keys(ALLOWED).filter(
      (path) =>
        !files.includes(path) || rawLoads(readFileSync(join(PROJECT_ROOT, path), "utf8")).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it("fires on a planted load and not on an effect that only subscribes", () => {
    const planted = [
      "function A() {",
      "  useEffect(() => {",
      "    api.categories().then(setCategories);",
      "  }, [api]);",
      "}",
    ].join("\n");
    expect(rawLoads(planted)).toEqual([2]);
    const subscribes = [
      "useEffect(() => {",
      "  const off = store.subscribe(update);",
      "  return off;",
      "}, [store]);",
    ].join("\n");
    expect(rawLoads(subscribes)).toEqual([]);
  });
});
