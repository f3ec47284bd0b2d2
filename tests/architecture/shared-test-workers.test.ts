import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typeScriptFilesUnder } from "./support/project-files";

/*
 * Vitest runs our test files in shared workers (`isolate: false` in vite.config.ts): a worker imports
 * the modules once and runs file after file in them, which took the unit tests from 133 s to 57 s.
 * That holds only while no file leaves the process changed for the next one: a module mock, a stubbed
 * global or environment variable, fake timers, a written process.env or globalThis. Such a test belongs
 * in a file that sets it up and undoes it itself, through a function its own module exports; this test
 * keeps the patterns that would leak out of the test files.
 */

const TEST_FOLDERS = ["core", "machines", "ui", "adapters", "server", "tests", "scripts"];
const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  ["a module mock", /\bvi\.(?:mock|doMock|hoisted)\s*\(/u],
  ["a stubbed global", /\bvi\.stubGlobal\s*\(/u],
  ["a stubbed environment variable", /\bvi\.stubEnv\s*\(/u],
  ["fake timers", /\bvi\.useFakeTimers\s*\(/u],
  ["a written environment variable", /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\+=|\?\?=|\|\|=)/u],
  ["a deleted environment variable", /\bdelete\s+process\.env\b/u],
  ["a written global", /\bglobalThis\.\w+\s*=(?!=)/u],
];

/** What a test source would leave behind for the next file in the same worker (comments left out). */
export function leaksFrom(source: string): readonly string[] {
  return source
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/u, "").trim())
    .filter((line) => !line.startsWith("*") && !line.startsWith("/*"))
    .flatMap((line) => LEAKS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line}`));
}

const testFiles = (folder: string): string[] =>
  typeScriptFilesUnder(folder, "tests").filter((path) => !path.startsWith("tests/e2e/"));

describe("test files share their workers", () => {
  it("finds mocks, stubs, fake timers and written globals, and not reads or comparisons", () => {
    expect(leaksFrom('vi.mock("./clock");')).toHaveLength(1);
    expect(leaksFrom('vi.stubGlobal("fetch", fake);')).toHaveLength(1);
    expect(leaksFrom('vi.stubEnv("TZ", "UTC");')).toHaveLength(1);
    expect(leaksFrom("vi.useFakeTimers();")).toHaveLength(1);
    expect(leaksFrom('process.env["TZ"] = "UTC";')).toHaveLength(1);
    expect(leaksFrom("process.env.TZ = 'UTC';")).toHaveLength(1);
    expect(leaksFrom("delete process.env.TZ;")).toHaveLength(1);
    expect(leaksFrom("globalThis.fetch = fake;")).toHaveLength(1);
    expect(leaksFrom('const zone = process.env["TZ"] ?? "UTC";')).toEqual([]);
    expect(leaksFrom('if (process.env.TZ === "UTC") return;')).toEqual([]);
    expect(leaksFrom('const env = { ...process.env, TZ: "UTC" };')).toEqual([]);
    expect(leaksFrom("// vi.mock would leak here")).toEqual([]);
  });

  it("no test file changes the process for the files after it", () => {
    const found = TEST_FOLDERS.flatMap(testFiles)
      .filter((path) => path !== "tests/architecture/shared-test-workers.test.ts")
      .flatMap((path) => leaksFrom(readFileSync(path, "utf8")).map((leak) => `${path}: ${leak}`));
    expect(found).toEqual([]);
  });
});
