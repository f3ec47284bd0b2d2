import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT, typeScriptFilesUnder } from "../architecture/support/project-files";
import type { MachineModel } from "./model-paths";

/** The file of a machine's model: beside the machine, `machines/<folder>/<name>.model.ts`. */
const MODEL_FILE = /\.model\.ts$/u;

const isMachineModel = (value: unknown): value is MachineModel =>
  typeof value === "object" &&
  value !== null &&
  "machine" in value &&
  "models" in value &&
  Array.isArray(value.models);

/** Every machine model the files export (a file may hold two, for two machines of one folder). */
async function findMachineModels(): Promise<MachineModel[]> {
  const files = typeScriptFilesUnder("machines", "sources").filter((path) => MODEL_FILE.test(path));
  const modules = await Promise.all(
    files.map(async (path) => (await import(pathToFileURL(join(PROJECT_ROOT, path)).href)) as object),
  );
  return modules.flatMap((module) => Object.values(module).filter(isMachineModel));
}

/*
 * Every machine's model, by machine id, found beside the machines (one glob: a new machine's model
 * is its own file, no list to edit). The model tests replay its paths, and
 * `npm run coverage:machines` reports what they cover. `machine-models.test.ts` fails when a
 * machine of machines/machine-registry.ts has none, or when two models claim one machine.
 */
const found = await findMachineModels();
/** How many models the files export: more than the map's size when two claim one machine. */
export const foundModelCount = found.length;
export const machineModels: ReadonlyMap<string, MachineModel> = new Map(
  found.map((model) => [model.machine.id, model]),
);
