import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** The project's root folder, whatever folder the tests run from. */
export const PROJECT_ROOT = resolve(import.meta.dirname, "../../..");

const TYPESCRIPT = /\.tsx?$/u;
const TEST_FILE = /\.test\.tsx?$/u;

/**
 * The TypeScript files under a folder of the project (recursively, never inside node_modules), as
 * paths from the project's root with forward slashes, sorted. `which` keeps all of them, only the
 * test files, or only the sources (no test files). One walker for every architecture test.
 */
export function typeScriptFilesUnder(folder: string, which: "all" | "tests" | "sources" = "all"): string[] {
  return readdirSync(join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TYPESCRIPT.test(entry.name))
    .filter((entry) =>
      which === "all" ? true : which === "tests" ? TEST_FILE.test(entry.name) : !TEST_FILE.test(entry.name),
    )
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((path) => !path.split("/").includes("node_modules"))
    .toSorted();
}
