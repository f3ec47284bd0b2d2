import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { createMeetingCalendarMachine, type CalendarLoad } from "./meeting-calendar.machine";

describe("meeting calendar machine", () => {
  it("keeps the failed answer's request id to show, and forgets it once the calendar loads (issue #42)", async () => {
    const load = failsOnce<CalendarLoad<number>, void>(() => ({ entries: [1], canSchedule: false }));
    const machine = createMeetingCalendarMachine<number>().provide({
      actors: { load },
      delays: { calendarDelay: 0 },
    });
    const actor = createActor(machine, { input: { month: "2026-11", view: "month" } }).start();
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.reload" });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
