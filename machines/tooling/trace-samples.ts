import type { EventObject } from "xstate";
import type { TraceFile } from "../../core/traces/trace-format";

/** What recorded traces teach the coverage model about one machine: real inputs and payloads. */
export interface TraceSamples {
  readonly inputs: ReadonlyArray<unknown>;
  readonly samples: ReadonlyArray<EventObject>;
}

export function traceSamples(traces: ReadonlyArray<TraceFile>, machineId: string): TraceSamples {
  const inputs: unknown[] = [];
  const samples: EventObject[] = [];
  const seen = new Set<string>();
  const add = <T>(list: T[], value: T): void => {
    const key = JSON.stringify(value) ?? "undefined";
    if (seen.has(key)) return;
    seen.add(key);
    list.push(value);
  };
  for (const trace of traces) {
    for (const entry of trace.entries) {
      if (entry.machine.id !== machineId || entry.actor.path.includes("/")) continue;
      if (entry.kind === "start") add(inputs, entry.input ?? {});
      if (entry.kind === "event") add(samples, { ...entry.payload, type: entry.type });
      if (entry.kind === "actor.done")
        add<EventObject>(samples, {
          type: `xstate.done.actor.${entry.actorId}`,
          output: entry.output,
        } as EventObject);
      if (entry.kind === "actor.error")
        add<EventObject>(samples, {
          type: `xstate.error.actor.${entry.actorId}`,
          error: entry.error,
        } as EventObject);
    }
  }
  return { inputs, samples };
}
