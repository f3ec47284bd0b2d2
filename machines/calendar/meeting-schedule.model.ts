import type { SnapshotFrom } from "xstate";
import { meetingScheduleMachine } from "./meeting-schedule.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* Head office's meeting form: a valid meeting, an empty one, submitted once under one key. */

export const VALID_MEETING = {
  dateTime: "2026-12-01T07:30:00Z",
  description: "Σύσκεψη καταστήματος",
  duration_minutes: 60,
  store_ids: [1],
  roles: [],
};
const NOW = "2026-11-24T10:00:00Z";

type Snapshot = SnapshotFrom<typeof meetingScheduleMachine>;

export const meetingScheduleModel: MachineModel = {
  machine: meetingScheduleMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.change": [{ type: "user.change", draft: VALID_MEETING }],
        "user.submit": [{ type: "user.submit", now: NOW }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [
          errorEvent("createIdempotencyKey", new Error("no crypto")),
        ],
        "xstate.done.actor.schedule": [doneEvent("schedule", 3)],
        "xstate.error.actor.schedule": [errorEvent("schedule", { _tag: "NetworkError" })],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [context.draft.description, context.idempotencyKey, context.showErrors, context.notice?.tone];
      },
    },
  ],
};
