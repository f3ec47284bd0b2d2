import { describe, expect, it } from "vitest";
import type { InspectionEvent } from "xstate";
import { createActor, createMachine } from "xstate";
import { createInspectionRelay } from "./inspection-relay";

const toggle = createMachine({
  id: "toggle",
  initial: "off",
  states: { off: { on: { "user.toggle": "on" } }, on: { on: { "user.toggle": "off" } } },
});

describe("inspection relay", () => {
  it("holds what happens before the recorder connects, with its times, then forwards live", () => {
    let time = 100;
    const relay = createInspectionRelay({ clock: () => time, startedAtEpochMs: 1_700_000_000_000 });
    expect(relay.now()).toBe(100);
    const actor = createActor(toggle, { inspect: relay.inspect }).start();
    time = 250;
    actor.send({ type: "user.toggle" });

    const seen: Array<{ readonly type: string; readonly at: number }> = [];
    relay.connect((event: InspectionEvent) => seen.push({ type: event.type, at: relay.now() }));
    // Only events and snapshots are held (no actor registrations, actions or microsteps).
    expect(seen.every(({ type }) => type === "@xstate.event" || type === "@xstate.snapshot")).toBe(true);
    expect(seen.map(({ at }) => at)).toEqual([100, 100, 250, 250]);

    time = 400;
    actor.send({ type: "user.toggle" });
    expect(seen.slice(4)).toEqual([
      { type: "@xstate.event", at: 400 },
      { type: "@xstate.snapshot", at: 400 },
    ]);
    expect(relay.startedAtEpochMs).toBe(1_700_000_000_000);
  });

  it("keeps the newest events when more than it may hold happen before connecting", () => {
    const relay = createInspectionRelay({ clock: () => 0, startedAtEpochMs: 0, holdLimit: 3 });
    const actor = createActor(toggle, { inspect: relay.inspect }).start();
    for (let n = 0; n < 5; n++) actor.send({ type: "user.toggle" });
    const seen: string[] = [];
    relay.connect((event) => seen.push(event.type));
    expect(seen).toHaveLength(3);
  });

  it("never lets a failing recorder break the actors", () => {
    const relay = createInspectionRelay({ clock: () => 0, startedAtEpochMs: 0 });
    relay.connect(() => {
      throw new Error("recorder broke");
    });
    const actor = createActor(toggle, { inspect: relay.inspect }).start();
    actor.send({ type: "user.toggle" });
    expect(actor.getSnapshot().value).toBe("on");
  });
});
