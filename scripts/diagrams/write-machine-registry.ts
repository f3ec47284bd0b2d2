import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findMachineExports } from "./find-machine-exports";
import { machineRegistrySource } from "./machine-registry-source";

/** Rewrites machines/machine-registry.ts when the machine files changed; says whether it did. */
export async function writeMachineRegistry(root: string): Promise<boolean> {
  const machinesDir = join(root, "machines");
  const target = join(machinesDir, "machine-registry.ts");
  const source = machineRegistrySource(await findMachineExports(machinesDir));
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // No registry yet: write it.
  }
  if (current === source) return false;
  writeFileSync(target, source);
  return true;
}
