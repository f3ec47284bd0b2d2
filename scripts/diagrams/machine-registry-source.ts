/** One machine export found in a `machines/<area>/*.machine.ts` file. */
export interface MachineExport {
  /** Path inside machines/ ("session/session.machine.ts"). */
  readonly file: string;
  /** Exported binding ("sessionMachine"). */
  readonly exportName: string;
}

/**
 * The source of machines/machine-registry.ts for the given exports. Generated so adding a machine
 * file needs no hand edit (`npm run diagrams` rewrites it); the registry test fails until it is.
 */
export function machineRegistrySource(exports: ReadonlyArray<MachineExport>): string {
  const sorted = [...exports].sort((a, b) =>
    a.file === b.file ? a.exportName.localeCompare(b.exportName) : a.file.localeCompare(b.file),
  );
  const imports = sorted.map(
    ({ file, exportName }) => `import { ${exportName} } from "./${file.replace(/\.ts$/u, "")}";`,
  );
  const entries = sorted.map(({ file, exportName }) => `  register("${file}", ${exportName}),`);
  return `import type { AnyStateMachine } from "xstate";
${imports.join("\n")}

/*
 * Every machine of the app, with its id and version: the replay engine looks machines up here by
 * the id a trace names, the diagrams and the coverage table walk this list. Written by
 * \`npm run diagrams\` from the \`machines/<area>/*.machine.ts\` files (a test fails when one is missing).
 */

export interface RegisteredMachine {
  /** The machine's \`id\` in createMachine, as traces name it. */
  readonly id: string;
  /** The machine's \`version\` ("unversioned" when it sets none). */
  readonly version: string;
  /** File inside machines/. */
  readonly file: string;
  readonly machine: AnyStateMachine;
}

function register(file: string, machine: AnyStateMachine): RegisteredMachine {
  return { id: machine.id, version: machine.version ?? "unversioned", file, machine };
}

export const machineRegistry: ReadonlyArray<RegisteredMachine> = [
${entries.join("\n")}
];

export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
`;
}
