import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { MachineExport } from "./machine-registry-source";

/** Is this exported value a machine made by createMachine (a StateMachine)? */
export function isStateMachine(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    "root" in value &&
    "implementations" in value &&
    typeof (value as { provide?: unknown }).provide === "function"
  );
}

/** Every `*.machine.ts` under machines/ (in the areas' folders), as a path inside machines/. */
export function machineFiles(machinesDir: string): string[] {
  return readdirSync(machinesDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".machine.ts"))
    .map((name) => name.split(sep).join("/"))
    .sort();
}

/** Imports every `*.machine.ts` and lists the machines each exports. */
export async function findMachineExports(machinesDir: string): Promise<MachineExport[]> {
  const found: MachineExport[] = [];
  for (const file of machineFiles(machinesDir)) {
    const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isStateMachine(value)) found.push({ file, exportName });
    }
  }
  return found;
}
