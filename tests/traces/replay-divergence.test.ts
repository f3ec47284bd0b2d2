import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assign, createActor, setup, SimulatedClock } from "xstate";
import { createTraceRecorder } from "../../adapters/trace-recorder/trace-recorder";
import { parseTraceText } from "../../core/traces/decode-trace";
import type { TraceFile } from "../../core/traces/trace-format";
import type { RegisteredMachine } from "../../machines/machine-registry";
import { findRegisteredMachine, machineRegistry } from "../../machines/machine-registry";
import { sessionMachine } from "../../machines/session/session.machine";
import { replayTrace } from "../../machines/tooling/replay-engine";

/* An old trace replayed against a deliberately changed machine stops at the right step. */

function committedTrace(): TraceFile {
  const decoded = parseTraceText(
    readFileSync(fileURLToPath(new URL("session-password-login.json", import.meta.url)), "utf8"),
  );
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.trace;
}

function registryWith(machine: RegisteredMachine["machine"]): RegisteredMachine[] {
  const session = findRegisteredMachine("session");
  if (session === undefined) throw new Error("the session machine is not registered");
  return [{ ...session, machine }];
}

/** A tiny machine; version 2 adds a timeout while waiting. */
const demo = (withTimeout: boolean) =>
  setup({ types: { events: {} as { type: "user.go" } } }).createMachine({
    id: "demo",
    version: withTimeout ? "2" : "1",
    initial: "waiting",
    states: {
      waiting: { on: { "user.go": "done" }, ...(withTimeout ? { after: { 100: "timedOut" } } : {}) },
      timedOut: {},
      done: {},
    },
  });

describe("replaying an old trace against a changed machine", () => {
  it("stops at the step whose guard now answers differently, saying what was expected", () => {
    const changed = sessionMachine.provide({ guards: { loginFormValid: () => false } });
    const report = replayTrace(committedTrace(), registryWith(changed));
    expect(report.ok).toBe(false);
    expect(report.message).toBe(
      "step 3: after user.submitPassword, expected signingIn.password but the machine is in anonymous.ready",
    );
    const steps = report.runs[0]?.steps ?? [];
    expect(steps.map((s) => s.ok)).toEqual([true, true, true, false]);
    expect(steps.at(-1)).toMatchObject({
      at: 3000,
      expected: "signingIn.password",
      actual: "anonymous.ready",
    });
  });

  it("stops when a delay got longer and the recorded timer no longer fires in time", () => {
    const changed = sessionMachine.provide({ delays: { loaderDelay: 5_000 } });
    expect(replayTrace(committedTrace(), registryWith(changed)).message).toBe(
      "step 2: at 1000 ms the recording has the timer loaderDelay firing, but the machine's timer did not fire by then (it is in anonymous.showingLoader)",
    );
  });

  it("stops when a new timer fires before a recorded event", async () => {
    const clock = new SimulatedClock();
    const recorder = createTraceRecorder({ appVersion: "1.0.0", now: () => clock.now() });
    const actor = createActor(demo(false), { clock, inspect: recorder.inspect }).start();
    clock.increment(500);
    actor.send({ type: "user.go" });
    const changed = demo(true);
    const registry = [{ id: "demo", version: "2", file: "demo.machine.ts", machine: changed }];
    expect(replayTrace(recorder.export(), registry).message).toBe(
      "step 1: before user.go at 500 ms the machine's timer 100 fired, which the recording does not have (it is in timedOut)",
    );
  });

  it("stops when the machine no longer waits for an answer the recording has", () => {
    const changed = sessionMachine.provide({ actions: { showLoginError: assign({ errorKey: () => "x" }) } });
    // Same behaviour: an action change that keeps the states replays cleanly.
    expect(replayTrace(committedTrace(), registryWith(changed)).ok).toBe(true);
    const trace = committedTrace();
    const withoutSubmit = {
      ...trace,
      entries: trace.entries.filter((e) => !(e.kind === "event" && e.seq === 6)),
    };
    expect(replayTrace(withoutSubmit, machineRegistry).message).toBe(
      "step 3: the recording has login failing at 3000 ms, but the machine is not running login (it is in anonymous.ready)",
    );
  });

  it("names a machine the app does not have, and a run whose start was dropped", () => {
    const trace = committedTrace();
    const foreign = {
      ...trace,
      entries: trace.entries.map((e) => ({ ...e, machine: { id: "ghost", version: "1" } })),
    };
    expect(replayTrace(foreign, machineRegistry).message).toMatch(/^The trace names the machine "ghost"/u);
    const truncated = { ...trace, dropped: 4, entries: trace.entries.slice(4) };
    const report = replayTrace(truncated, machineRegistry);
    expect(report.ok).toBe(false);
    expect(report.warnings.join(" ")).toMatch(/started before the oldest entry the recorder kept/u);
  });

  it("warns when the trace was recorded at another machine version", () => {
    const trace = committedTrace();
    const older = {
      ...trace,
      entries: trace.entries.map((e) => ({ ...e, machine: { ...e.machine, version: "0" } })),
    };
    const report = replayTrace(older, machineRegistry);
    expect(report.ok).toBe(true);
    expect(report.warnings[0]).toMatch(/recorded at version 0; the app has version/u);
  });
});
