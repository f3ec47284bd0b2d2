import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import type { TraceEntry, TraceFile } from "../../core/traces/trace-format";
import type { RegisteredMachine } from "../machine-registry";
import { replayTrace } from "./replay-engine";

/*
 * Runs of machines the registry does not have: a real browser trace also holds the runs of a
 * screen's own machine kept outside machines/ (the ticket list's, for one). Those runs are skipped
 * with one note per machine; the registered machines' runs still replay and decide the outcome.
 */

/** The demo machine under an id: a rename keeps the states and events. */
const demoNamed = (id: string) =>
  setup({ types: { events: {} as { type: "user.go" } } }).createMachine({
    id,
    version: "1",
    initial: "waiting",
    states: { waiting: { on: { "user.go": "done" } }, done: { type: "final" } },
  });
const demo = demoNamed("demo");
const registry: RegisteredMachine[] = [{ id: "demo", version: "1", file: "demo.machine.ts", machine: demo }];

type Body = TraceEntry extends infer E
  ? E extends TraceEntry
    ? Omit<E, "seq" | "machine" | "actor">
    : never
  : never;

function traceOf(steps: ReadonlyArray<readonly [machineId: string, run: string, body: Body]>): TraceFile {
  return {
    format: "franchise-portal-trace",
    version: 1,
    appVersion: "1.1.0",
    recordedAt: "2026-01-01T00:00:00Z",
    capacity: 2000,
    dropped: 0,
    entries: steps.map(
      ([machineId, run, body], seq) =>
        ({
          seq,
          machine: { id: machineId, version: "1" },
          actor: { path: machineId, run },
          ...body,
        }) as TraceEntry,
    ),
  };
}

/** The demo machine goes to `done` after user.go; `expectedAfterGo` is what the recording says. */
function demoRun(run: string, expectedAfterGo: string, at = 0) {
  return [
    ["demo", run, { kind: "start", at }],
    ["demo", run, { kind: "snapshot", at, value: "waiting", status: "active", cause: -1 }],
    ["demo", run, { kind: "event", at: at + 10, type: "user.go", payload: {} }],
    ["demo", run, { kind: "snapshot", at: at + 10, value: expectedAfterGo, status: "done", cause: -1 }],
  ] as const;
}

/** Snapshot entries point at the entry that caused them (the one just before). */
function withCauses(trace: TraceFile): TraceFile {
  return {
    ...trace,
    entries: trace.entries.map((entry) =>
      entry.kind === "snapshot" ? { ...entry, cause: entry.seq - 1 } : entry,
    ),
  };
}

const screenRun = (run: string, at: number) =>
  [
    ["reportList", run, { kind: "start", at, input: { tab: "all" } }],
    ["reportList", run, { kind: "snapshot", at, value: "loading", status: "active", cause: -1 }],
  ] as const;

describe("replaying a trace that holds runs of machines the app does not register", () => {
  it("skips those runs with one note per machine and replays the others", () => {
    const trace = withCauses(
      traceOf([...demoRun("x:0", "done"), ...screenRun("x:1", 20), ...screenRun("x:2", 30)]),
    );
    const report = replayTrace(trace, registry);
    expect(report.ok).toBe(true);
    expect(report.message).toBe(
      "Replayed 2 steps of 1 machine run (2 not replayed, see the notes); every state matched the recording.",
    );
    expect(report.runs.map((run) => [run.machineId, run.outcome])).toEqual([
      ["demo", "passed"],
      ["reportList", "skipped"],
      ["reportList", "skipped"],
    ]);
    expect(report.warnings).toEqual([
      'The trace names the machine "reportList", which this app does not have (known: demo); its 2 runs were not replayed.',
    ]);
  });

  it("still stops at a difference in a registered machine's run", () => {
    const trace = withCauses(traceOf([...screenRun("x:1", 0), ...demoRun("x:2", "waiting", 5)]));
    const report = replayTrace(trace, registry);
    expect(report.ok).toBe(false);
    expect(report.message).toBe(
      "demo (run x:2) step 1: after user.go, expected waiting (done) but the machine is in done (done)",
    );
  });

  it("names the machine a retired one was merged into, and asks for the trace again (issue #31)", () => {
    const retired = [
      ["trainingList", "x:1", { kind: "start", at: 0, input: {} }],
      ["trainingList", "x:1", { kind: "snapshot", at: 0, value: "loading", status: "active", cause: -1 }],
    ] as const;
    const report = replayTrace(withCauses(traceOf([...retired, ...demoRun("x:2", "done", 5)])), registry);
    expect(report.ok).toBe(true);
    expect(report.warnings).toEqual([
      'The trace names the machine "trainingList", which this app has merged into "keysetList" (its pages and guards differ, so the run cannot be replayed on it: record the trace again); its run was not replayed.',
    ]);
  });

  it("replays a renamed machine's old traces under its new id (informationLoad became screenLoad)", () => {
    const renamed = demoNamed("screenLoad");
    const screenLoad: RegisteredMachine = {
      id: "screenLoad",
      version: "1",
      file: "x.machine.ts",
      machine: renamed,
    };
    const oldRun = demoRun("x:1", "done").map(([, run, body]) => ["informationLoad", run, body] as const);
    const report = replayTrace(withCauses(traceOf(oldRun)), [screenLoad]);
    expect(report.ok).toBe(true);
    expect(report.warnings).toEqual([]);
    expect(report.runs.map((run) => [run.machineId, run.outcome])).toEqual([["informationLoad", "passed"]]);
  });

  it("fails when nothing else could be replayed, naming the unknown machine", () => {
    const report = replayTrace(withCauses(traceOf(screenRun("x:1", 0))), registry);
    expect(report.ok).toBe(false);
    expect(report.message).toBe(
      'The trace names the machine "reportList", which this app does not have (known: demo); its run was not replayed.',
    );
  });
});
