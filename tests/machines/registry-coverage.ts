import { machineRegistry } from "../../machines/machine-registry";
import type { MachineCoverage } from "./machine-coverage";
import { machineCoverage } from "./machine-coverage";
import { machineModels } from "./machine-models";

/** Coverage of every registered machine by its model: what `npm run coverage:machines` prints. */
export function registryCoverage(): MachineCoverage[] {
  return machineRegistry.map((entry) => machineCoverage(entry, machineModels.get(entry.id)));
}
