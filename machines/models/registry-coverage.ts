import { machineRegistry } from "../machine-registry";
import type { MachineCoverage } from "../tooling/machine-coverage";
import { machineCoverage } from "../tooling/machine-coverage";
import { machineModels } from "./machine-models";

/** Coverage of every registered machine by its model: what `npm run coverage:machines` prints. */
export function registryCoverage(): MachineCoverage[] {
  return machineRegistry.map((entry) => machineCoverage(entry, machineModels.get(entry.id)));
}
