import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { HttpError, NetworkError } from "../../adapters/api/api-errors";
import { createTraceRecorder } from "../../adapters/trace-recorder/trace-recorder";
import { decodeTrace } from "../../core/traces/decode-trace";
import type { TraceFile } from "../../core/traces/trace-format";
import { createScreenLoadMachine } from "../../machines/loads/screen-load.machine";
import { machineRegistry } from "../../machines/machine-registry";
import type { RegisteredMachine } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";

/*
 * Issue #42: a failed request's id reaches the machine (its error screen shows it) and the
 * "Report a problem" trace, as an optional field of the actor.error entry; a trace written before
 * the field existed still reads and replays.
 */

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

async function recordFailedLoad(failure: unknown) {
  const recorder = createTraceRecorder({ appVersion: "9.9.9", now: () => 0 });
  const machine = createScreenLoadMachine<unknown>().provide({
    actors: { load: fromPromise<unknown, void>(() => Promise.reject(failure)) },
  });
  const actor = createActor(machine, { inspect: recorder.inspect }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { trace: JSON.parse(recorder.exportJson()) as TraceFile, context: actor.getSnapshot().context };
}

const failedEntry = (trace: TraceFile) => trace.entries.find((entry) => entry.kind === "actor.error");

/** The same trace as a recorder before issue #42 wrote it: no requestId anywhere. */
function olderForm(trace: TraceFile): unknown {
  return {
    ...trace,
    entries: trace.entries.map((entry) => {
      if (entry.kind !== "actor.error") return entry;
      const { requestId: _dropped, ...rest } = entry;
      return rest;
    }),
  };
}

describe("the request id in the machine and the trace", () => {
  it("the load machine keeps the failed request's id beside its message key", async () => {
    const { context } = await recordFailedLoad(
      new HttpError({ status: 500, messageKey: "b2b_something_went_wrong", body: undefined, requestId: ID }),
    );
    expect(context).toMatchObject({ failureKey: "b2b_something_went_wrong", failureRequestId: ID });
  });

  it("a network failure has no id to keep", async () => {
    const { context, trace } = await recordFailedLoad(
      new NetworkError({ messageKey: "b2b_network_error", cause: undefined }),
    );
    expect(context.failureRequestId).toBeUndefined();
    expect(failedEntry(trace)).not.toHaveProperty("requestId");
  });

  it("the trace holds the id as sent, once, in its own field, and the core decoder accepts it", async () => {
    const { trace } = await recordFailedLoad(
      new HttpError({ status: 503, messageKey: "b2b_unavailable", body: undefined, requestId: ID }),
    );
    const entry = failedEntry(trace);
    expect(entry).toMatchObject({ kind: "actor.error", actorId: "load", requestId: ID });
    expect(entry).toMatchObject({ error: { _tag: "HttpError", status: 503 } });
    // Not a second, masked copy inside the error, nor a note that something was masked there.
    expect(entry).not.toHaveProperty("error.requestId");
    expect(entry?.kind === "actor.error" ? (entry.redacted ?? []) : []).not.toContain("error.requestId");
    expect(decodeTrace(trace)).toMatchObject({ ok: true });
  });

  it("replays with and without the id (a trace written before the field existed)", async () => {
    const { trace } = await recordFailedLoad(
      new HttpError({ status: 500, messageKey: "b2b_something_went_wrong", body: undefined, requestId: ID }),
    );
    const older = decodeTrace(olderForm(trace));
    expect(older).toMatchObject({ ok: true });
    if (!older.ok) return;
    expect(JSON.stringify(older.trace)).not.toContain(ID);
    for (const file of [trace, older.trace]) {
      const report = replayTrace(file, machineRegistry);
      expect(report.message).toMatch(/every state matched/u);
      expect(report.ok).toBe(true);
    }
  });

  it("a replay hands the id back inside the error, as the machine first saw it", async () => {
    // A machine that can tell: with an id it goes one way, without the other.
    const quoting = setup({
      types: { context: {} as { readonly id: unknown } },
      actors: { load: fromPromise<unknown>(() => Promise.reject(new Error("replaced"))) },
    }).createMachine({
      id: "quoting",
      context: { id: undefined },
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "load",
            src: "load",
            onError: [
              {
                guard: ({ event }) => typeof (event.error as { requestId?: unknown }).requestId === "string",
                target: "quotable",
                actions: assign({ id: ({ event }) => (event.error as { requestId: unknown }).requestId }),
              },
              { target: "anonymous" },
            ],
          },
        },
        quotable: {},
        anonymous: {},
      },
    });
    const registry: RegisteredMachine[] = [
      { id: "quoting", version: "unversioned", file: "test", machine: quoting },
    ];
    const recorder = createTraceRecorder({ appVersion: "9.9.9", now: () => 0 });
    const failure = new HttpError({ status: 500, messageKey: "x", body: undefined, requestId: ID });
    const actor = createActor(
      quoting.provide({ actors: { load: fromPromise<unknown>(() => Promise.reject(failure)) } }),
      { inspect: recorder.inspect },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("quotable");
    const trace = JSON.parse(recorder.exportJson()) as TraceFile;
    expect(replayTrace(trace, registry).message).toMatch(/every state matched/u);
    // The older form cannot go that way: the replay says where it parts from the recording.
    const older = decodeTrace(olderForm(trace));
    if (!older.ok) throw new Error(older.message);
    expect(replayTrace(older.trace, registry).ok).toBe(false);
  });

  it("refuses a trace whose requestId is no id", async () => {
    const { trace } = await recordFailedLoad(
      new HttpError({ status: 500, messageKey: "b2b_something_went_wrong", body: undefined, requestId: ID }),
    );
    const broken = {
      ...trace,
      entries: trace.entries.map((entry) =>
        entry.kind === "actor.error" ? { ...entry, requestId: "two words" } : entry,
      ),
    };
    expect(decodeTrace(broken)).toMatchObject({ ok: false, key: "trace_malformed" });
  });
});
