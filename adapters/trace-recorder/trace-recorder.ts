import { Temporal } from "temporal-polyfill";
import { compactCatalogues } from "../../core/traces/catalogue-in-trace";
import { redact } from "../../core/traces/redact";
import type { Json, Redacted } from "../../core/traces/redact";
import { isRequestId } from "../../core/rules/request-id";
import type {
  StateValue,
  TraceActor,
  TraceEntry,
  TraceFile,
  TraceMachine,
} from "../../core/traces/trace-format";
import { DEFAULT_TRACE_CAPACITY, TRACE_FORMAT, TRACE_VERSION } from "../../core/traces/trace-format";
import type { InspectedActor, Inspection } from "./inspection-event";
import { actorPath, machineOf, readInspection, rootOf } from "./inspection-event";
import { createRingBuffer } from "./ring-buffer";

export interface TraceRecorderOptions {
  /** package.json version of the running app. */
  readonly appVersion: string;
  readonly capacity?: number;
  /** Monotonic milliseconds; defaults to performance.now (tests pass a simulated clock). */
  readonly now?: () => number;
  /** Wall-clock instant of the recording start; defaults to the browser's clock. */
  readonly startedAt?: Temporal.Instant;
}

export interface TraceRecorder {
  /** Give to every machine actor: `createActor(machine, { inspect: recorder.inspect })`. */
  readonly inspect: (inspectionEvent: unknown) => void;
  /** The versioned trace file (a JSON-ready object). */
  export(): TraceFile;
  /** The trace as the text of a `.json` file. */
  exportJson(): string;
  readonly size: number;
}

const DONE_PREFIX = "xstate.done.actor.";
const ERROR_PREFIX = "xstate.error.actor.";
const AFTER_PREFIX = "xstate.after.";
const INIT = "xstate.init";

type EntryBody = TraceEntry extends infer E
  ? E extends TraceEntry
    ? Omit<E, "seq" | "at" | "machine" | "actor">
    : never
  : never;

/**
 * Records what XState machines receive — external events with their payloads, invoked actors'
 * answers, timers — and the state each led to, into a bounded ring buffer. Everything is redacted
 * before it is stored, so secrets never sit in memory in a trace nor leave in an export.
 */
export function createTraceRecorder(options: TraceRecorderOptions): TraceRecorder {
  const capacity = options.capacity ?? DEFAULT_TRACE_CAPACITY;
  const now = options.now ?? (() => performance.now());
  const origin = now();
  const startedAt = options.startedAt ?? Temporal.Instant.fromEpochMilliseconds(Date.now());
  const ring = createRingBuffer<TraceEntry>(capacity);
  // Which entry an event object produced, so its snapshot can point back at it (`cause`).
  const causes = new WeakMap<object, number>();
  let seq = 0;

  const add = (actor: InspectedActor, body: EntryBody, event?: object): void => {
    const machine = machineOf(actor);
    if (machine === undefined) return;
    const entry = {
      seq,
      at: Math.max(0, Math.floor(now() - origin)),
      machine: traceMachine(machine),
      actor: traceActor(actor),
      ...body,
    } as TraceEntry;
    if (event !== undefined) causes.set(event, seq);
    seq += 1;
    ring.push(entry);
  };

  const onEvent = (inspection: Extract<Inspection, { type: "@xstate.event" }>): void => {
    const { actorRef: target, sourceRef: source, event } = inspection;
    if (machineOf(target) === undefined) return;
    const { type, ...rest } = event;
    if (type === INIT) {
      const input = redact(rest["input"], "input");
      add(target, { kind: "start", ...optional("input", input.value), ...redactedPaths(input.paths) }, event);
    } else if (source === target) {
      const delay = delayOf(type);
      add(target, { kind: "timer", type, ...(delay === undefined ? {} : { delay }) }, event);
    } else if (source !== undefined && source._parent === target && type.startsWith(DONE_PREFIX)) {
      // A loaded catalogue is kept as its version and keys (core/traces/catalogue-in-trace.ts).
      const output = redact(compactCatalogues(rest["output"]), "output");
      const actorId = type.slice(DONE_PREFIX.length);
      add(
        target,
        { kind: "actor.done", actorId, ...optional("output", output.value), ...redactedPaths(output.paths) },
        event,
      );
    } else if (source !== undefined && source._parent === target && type.startsWith(ERROR_PREFIX)) {
      const { requestId, error } = splitRequestId(rest["error"]);
      const actorId = type.slice(ERROR_PREFIX.length);
      add(
        target,
        {
          kind: "actor.error",
          actorId,
          ...optional("error", error.value),
          ...redactedPaths(error.paths),
          ...(requestId === undefined ? {} : { requestId }),
        },
        event,
      );
    } else {
      const payload = redact(rest, "payload");
      add(
        target,
        {
          kind: "event",
          type,
          payload: asRecord(payload.value),
          ...(source === undefined ? {} : { from: actorPath(source) }),
          ...redactedPaths(payload.paths),
        },
        event,
      );
    }
  };

  const onSnapshot = (inspection: Extract<Inspection, { type: "@xstate.snapshot" }>): void => {
    const { actorRef, snapshot, event } = inspection;
    const value = snapshot.value;
    if (typeof value !== "string" && (typeof value !== "object" || value === null)) return;
    const cause = causes.get(event);
    add(actorRef, {
      kind: "snapshot",
      value: value as StateValue,
      status: statusOf(snapshot.status),
      ...(cause === undefined ? {} : { cause }),
    });
  };

  const toFile = (): TraceFile => ({
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    appVersion: options.appVersion,
    recordedAt: startedAt.toString(),
    capacity,
    dropped: ring.dropped,
    entries: ring.toArray(),
  });

  return {
    inspect: (raw) => {
      // Recording must never break the app it observes.
      try {
        const inspection = readInspection(raw);
        if (inspection?.type === "@xstate.event") onEvent(inspection);
        else if (inspection?.type === "@xstate.snapshot") onSnapshot(inspection);
      } catch {
        // An unreadable inspection event is left out of the trace.
      }
    },
    export: toFile,
    exportJson: () => `${JSON.stringify(toFile(), null, 2)}\n`,
    get size() {
      return ring.size;
    },
  };
}

/**
 * A failure's request id goes into the entry's own field as sent; left in the error, the
 * redaction would mask it like any opaque run of letters and digits. The rest is redacted.
 */
function splitRequestId(error: unknown): {
  readonly requestId: string | undefined;
  readonly error: Redacted;
} {
  const requestId =
    typeof error === "object" && error !== null && "requestId" in error
      ? (error as { readonly requestId: unknown }).requestId
      : undefined;
  const redacted = redact(error, "error");
  if (!isRequestId(requestId)) return { requestId: undefined, error: redacted };
  const value = redacted.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { requestId, error: redacted };
  const { requestId: _masked, ...rest } = value as { readonly [key: string]: Json };
  return {
    requestId,
    error: { value: rest, paths: redacted.paths.filter((path) => path !== "error.requestId") },
  };
}

function traceMachine(machine: { readonly id: string; readonly version?: string | undefined }): TraceMachine {
  return { id: machine.id, version: machine.version ?? "unversioned" };
}

function traceActor(actor: InspectedActor): TraceActor {
  return {
    path: actorPath(actor),
    run: rootOf(actor).sessionId,
    ...(typeof actor.systemId === "string" ? { systemId: actor.systemId } : {}),
  };
}

/** `xstate.after.<delay>.<state id>`: the delay's name (or ms) is the first segment. */
function delayOf(type: string): string | undefined {
  if (!type.startsWith(AFTER_PREFIX)) return undefined;
  return type.slice(AFTER_PREFIX.length).split(".")[0];
}

function statusOf(status: unknown): "active" | "done" | "error" | "stopped" {
  return status === "done" || status === "error" || status === "stopped" ? status : "active";
}

function asRecord(value: Json | undefined): { readonly [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as { readonly [key: string]: Json })
    : {};
}

function optional<K extends string>(key: K, value: Json | undefined): { [P in K]?: Json } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]: Json });
}

function redactedPaths(paths: ReadonlyArray<string>): { redacted?: ReadonlyArray<string> } {
  return paths.length === 0 ? {} : { redacted: paths };
}
