import * as Schema from "effect/Schema";
import { Temporal } from "temporal-polyfill";
import { isRequestId } from "../rules/request-id";

/*
 * The trace file a QA engineer attaches to a bug: what the XState machines of one browser tab
 * received and which state each answer led to, so the run can be replayed headlessly without a
 * server. Versioned so an old tool refuses a newer file instead of misreading it.
 */

export const TRACE_FORMAT = "franchise-portal-trace";
export const TRACE_VERSION = 1;

/** Default size of the recorder's ring buffer (entries). */
export const DEFAULT_TRACE_CAPACITY = 2000;

const NonNegativeInt = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
const NonEmpty = Schema.String.check(Schema.isMinLength(1));

/** An ISO-8601 instant ("2025-01-31T09:15:00.123Z"); anything Temporal cannot read is refused. */
const IsoInstant = Schema.String.check(
  Schema.makeFilter((text: string) => {
    try {
      Temporal.Instant.from(text);
      return true;
    } catch {
      return "an ISO-8601 instant such as 2025-01-31T09:15:00Z";
    }
  }),
);

/** What the server sends as X-Request-Id (core/rules/request-id.ts). */
const RequestId = Schema.String.check(
  Schema.makeFilter((text: string) => isRequestId(text) || "1 to 128 letters, digits, '.', '_', ':' or '-'"),
);

/** An XState state value: "idle" or { parent: child } for nested and parallel states. */
export type StateValue = string | { readonly [region: string]: StateValue };
export const StateValue: Schema.Codec<StateValue> = Schema.Union([
  Schema.String,
  Schema.Record(
    Schema.String,
    Schema.suspend((): Schema.Codec<StateValue> => StateValue),
  ),
]);

export const TraceMachine = Schema.Struct({
  /** The machine's `id` in createMachine. */
  id: NonEmpty,
  /** The machine's `version` in createMachine ("unversioned" when it has none). */
  version: NonEmpty,
});
export type TraceMachine = typeof TraceMachine.Type;

export const TraceActor = Schema.Struct({
  /** Ids from the root actor down, joined by "/" ("session", "session/login"). */
  path: NonEmpty,
  /** Session id of the root actor: one run of a machine, since a machine can start many times. */
  run: NonEmpty,
  systemId: Schema.optionalKey(Schema.String),
});
export type TraceActor = typeof TraceActor.Type;

const common = {
  /** Position in the whole recording; consecutive, so a gap shows entries went missing. */
  seq: NonNegativeInt,
  /** Milliseconds since the recording started (whole ms, rounded down). */
  at: NonNegativeInt,
  machine: TraceMachine,
  actor: TraceActor,
};

/** Paths of the values the recorder masked (e.g. "payload.password"), so a reader knows. */
const redacted = { redacted: Schema.optionalKey(Schema.Array(Schema.String)) };

/** The actor started; its input (redacted) is what a replay starts it with. */
export const StartEntry = Schema.Struct({
  ...common,
  ...redacted,
  kind: Schema.Literal("start"),
  input: Schema.optionalKey(Schema.Json),
});

/** An event from outside the machine (the UI, the composition root) or from one of its children. */
export const EventEntry = Schema.Struct({
  ...common,
  ...redacted,
  kind: Schema.Literal("event"),
  type: NonEmpty,
  payload: Schema.Record(Schema.String, Schema.Json),
  /** Actor path of the sender when it was another actor (a child's callback, a sibling). */
  from: Schema.optionalKey(Schema.String),
});

/** A delayed event the machine scheduled for itself fired (`after`, delayed raise). */
export const TimerEntry = Schema.Struct({
  ...common,
  kind: Schema.Literal("timer"),
  type: NonEmpty,
  /** The delay's name in setup() ("refreshInterval") or its length in ms ("1500"). */
  delay: Schema.optionalKey(Schema.String),
});

/** An invoked actor finished: its output is what a replay answers with. */
export const ActorDoneEntry = Schema.Struct({
  ...common,
  ...redacted,
  kind: Schema.Literal("actor.done"),
  /** The invoke id (`invoke: { id }`), as in the `xstate.done.actor.<id>` event. */
  actorId: NonEmpty,
  output: Schema.optionalKey(Schema.Json),
});

/** An invoked actor failed: its error (made JSON) is what a replay fails with. */
export const ActorErrorEntry = Schema.Struct({
  ...common,
  ...redacted,
  kind: Schema.Literal("actor.error"),
  actorId: NonEmpty,
  error: Schema.optionalKey(Schema.Json),
  /**
   * The X-Request-Id of the failed answer, kept as sent (an id reveals nothing, and masking would
   * make it useless), so an operator can find the request in the server's log (issue #42).
   * Optional: network failures have none, and traces recorded before it still read and replay.
   */
  requestId: Schema.optionalKey(RequestId),
});

/** The state the machine was in after processing the entry `cause` (a seq). */
export const SnapshotEntry = Schema.Struct({
  ...common,
  kind: Schema.Literal("snapshot"),
  value: StateValue,
  status: Schema.Literals(["active", "done", "error", "stopped"]),
  cause: Schema.optionalKey(NonNegativeInt),
});

export const TraceEntry = Schema.Union([
  StartEntry,
  EventEntry,
  TimerEntry,
  ActorDoneEntry,
  ActorErrorEntry,
  SnapshotEntry,
]);
export type TraceEntry = typeof TraceEntry.Type;
export type StartEntry = typeof StartEntry.Type;
export type EventEntry = typeof EventEntry.Type;
export type TimerEntry = typeof TimerEntry.Type;
export type ActorDoneEntry = typeof ActorDoneEntry.Type;
export type ActorErrorEntry = typeof ActorErrorEntry.Type;
export type SnapshotEntry = typeof SnapshotEntry.Type;
/** Entries that make the machine do something; each is followed by the snapshot it caused. */
export type ActionEntry = StartEntry | EventEntry | TimerEntry | ActorDoneEntry | ActorErrorEntry;

export const TraceFile = Schema.Struct({
  format: Schema.Literal(TRACE_FORMAT),
  version: Schema.Literal(TRACE_VERSION),
  /** package.json version of the app that recorded the trace. */
  appVersion: NonEmpty,
  /** When the recording started (entry times are relative to it). */
  recordedAt: IsoInstant,
  /** Ring buffer size, and how many older entries it had to drop. */
  capacity: NonNegativeInt,
  dropped: NonNegativeInt,
  entries: Schema.Array(TraceEntry),
});
export type TraceFile = typeof TraceFile.Type;
