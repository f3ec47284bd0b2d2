import type { SnapshotFrom } from "xstate";
import { CALENDAR_TODO_DELAY_MS } from "../../core/constants/portal-constants";
import { meetingCalendarMachine } from "./meeting-calendar.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* The calendar of /upcoming: the 500 ms delay, the load, months and views. */

type Snapshot = SnapshotFrom<typeof meetingCalendarMachine>;

export const meetingCalendarModel: MachineModel = {
  machine: meetingCalendarMachine,
  models: [
    {
      input: { month: "2026-11", view: "month" },
      delays: { calendarDelay: CALENDAR_TODO_DELAY_MS },
      events: eventsFromCatalogue({
        "user.showMonth": [
          { type: "user.showMonth", month: "2026-12" },
          { type: "user.showMonth", month: "2026-13" },
        ],
        "user.setView": [{ type: "user.setView", view: "agenda" }],
        "xstate.done.actor.load": [doneEvent("load", { entries: ["meeting"], canSchedule: true })],
        "xstate.error.actor.load": [errorEvent("load", { _tag: "NetworkError" })],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [context.month, context.view, context.entries.length, context.failureKey];
      },
    },
  ],
};
