import { describe, expect, it } from "vitest";
import { createActor, fromPromise, setup, SimulatedClock } from "xstate";
import { createTraceRecorder } from "../../adapters/trace-recorder/trace-recorder";
import { decodeTrace } from "../../core/traces/decode-trace";
import { recordSessionRun } from "./record-session-run";

describe("trace recorder", () => {
  it("records a real session run as a trace the core decoder accepts", async () => {
    const trace = await recordSessionRun();
    expect(decodeTrace(JSON.parse(JSON.stringify(trace)))).toMatchObject({ ok: true });
    const kinds = trace.entries.map((e) =>
      e.kind === "event" || e.kind === "timer" ? `${e.kind}:${e.type}` : e.kind,
    );
    expect(kinds).toContain("start");
    expect(kinds).toContain("event:user.submitPassword");
    expect(kinds).toContain("actor.done");
    expect(kinds).toContain("actor.error");
    expect(kinds.some((k) => k.startsWith("timer:xstate.after.loaderDelay"))).toBe(true);
    expect(trace.entries.every((e) => e.machine.id === "session" && e.machine.version !== "")).toBe(true);
  });

  it("keeps no password, token, e-mail, name or phone from the run", async () => {
    const text = JSON.stringify(await recordSessionRun());
    for (const secret of [
      "S3cret-pass!",
      "Wrong-pass1",
      "maria@example.com",
      "Maria",
      "Papadopoulou",
      "6912345678",
      "r3fr3sh",
      "eyJhbGci",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"payload.password"');
  });

  it("records times relative to the start, the timer's delay name, and what each snapshot followed", async () => {
    const trace = await recordSessionRun();
    const timer = trace.entries.find((e) => e.kind === "timer");
    expect(timer).toMatchObject({ kind: "timer", delay: "loaderDelay" });
    const snapshots = trace.entries.filter((e) => e.kind === "snapshot");
    expect(snapshots.every((s) => s.kind === "snapshot" && s.cause !== undefined)).toBe(true);
    expect(snapshots.at(-1)).toMatchObject({ value: "signedOut", status: "done" });
  });

  it("records children's answers and a child machine's own run under the parent's path", async () => {
    const child = setup({}).createMachine({
      id: "child",
      initial: "a",
      states: { a: { on: { go: "b" } }, b: { type: "final" } },
    });
    const parent = setup({
      actors: { child, load: fromPromise(async () => ({ ok: true })) },
    }).createMachine({
      id: "parent",
      version: "3",
      initial: "loading",
      states: {
        loading: { invoke: { id: "load", src: "load", onDone: "waiting" } },
        waiting: { invoke: { id: "kid", src: "child", onDone: "done" } },
        done: { type: "final" },
      },
    });
    const recorder = createTraceRecorder({ appVersion: "9.9.9", now: () => 0 });
    const actor = createActor(parent, { inspect: recorder.inspect }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.getSnapshot().children["kid"]?.send({ type: "go" });
    const trace = recorder.export();
    expect(trace.entries.filter((e) => e.actor.path === "parent").map((e) => e.kind)).toEqual([
      "start",
      "snapshot",
      "actor.done",
      "snapshot",
      "actor.done",
      "snapshot",
    ]);
    expect(trace.entries.find((e) => e.actor.path === "parent/kid")).toMatchObject({
      kind: "start",
      machine: { id: "child", version: "unversioned" },
    });
    expect(trace.entries[0]).toMatchObject({
      machine: { id: "parent", version: "3" },
      actor: { run: actor.sessionId },
    });
  });

  it("keeps only the newest entries and says how many it dropped", () => {
    const clock = new SimulatedClock();
    const counter = setup({}).createMachine({
      id: "counter",
      initial: "idle",
      states: { idle: { on: { tick: "idle" } } },
    });
    const recorder = createTraceRecorder({ appVersion: "1.0.0", capacity: 10, now: () => clock.now() });
    const actor = createActor(counter, { inspect: recorder.inspect, clock }).start();
    for (let i = 0; i < 20; i++) actor.send({ type: "tick" });
    const trace = recorder.export();
    expect(trace.entries).toHaveLength(10);
    expect(trace.dropped).toBe(32);
    expect(trace.entries[0]?.seq).toBe(32);
    expect(decodeTrace(trace)).toMatchObject({ ok: true });
  });

  it("never lets a strange inspection event break the app", () => {
    const recorder = createTraceRecorder({ appVersion: "1.0.0" });
    for (const odd of [
      undefined,
      null,
      1,
      "x",
      {},
      { type: "@xstate.event" },
      { type: "@xstate.event", actorRef: {}, event: {} },
    ]) {
      expect(() => recorder.inspect(odd)).not.toThrow();
    }
    expect(recorder.size).toBe(0);
  });
});
