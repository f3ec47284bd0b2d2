import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/machine-registry";
import { findMachineExports, machineFiles } from "../../scripts/diagrams/find-machine-exports";
import { machineRegistrySource } from "../../scripts/diagrams/machine-registry-source";

const machinesDir = fileURLToPath(new URL("../../machines", import.meta.url));

describe("machine registry", () => {
  it("lists every machine exported by a machines/*.machine.ts file (run `npm run diagrams` to update it)", async () => {
    const exported = await findMachineExports(machinesDir);
    const missing = [];
    for (const { file, exportName } of exported) {
      const module = (await import(`${machinesDir}/${file}`)) as Record<string, unknown>;
      if (!machineRegistry.some((entry) => entry.machine === module[exportName]))
        missing.push(`${file}: ${exportName}`);
    }
    expect(missing).toEqual([]);
    expect(
      machineRegistry.map((entry) => entry.file).filter((file) => !machineFiles(machinesDir).includes(file)),
    ).toEqual([]);
  });

  it("gives each machine a unique id, the name traces use to find it", () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is what the generator writes, so regenerating changes nothing", async () => {
    const { readFileSync } = await import("node:fs");
    const source = machineRegistrySource(await findMachineExports(machinesDir));
    expect(readFileSync(`${machinesDir}/machine-registry.ts`, "utf8")).toBe(source);
  });
});
