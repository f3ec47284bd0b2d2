import { assign, setup } from "xstate";
import type { MeetingInput } from "../../core/calendar/meeting-input";
import { meetingDraftIsValid } from "../../core/calendar/meeting-draft";
import { failureMessageKey } from "../api-failure";
import { createIdempotencyKeyActor, hasKey, keptKey, type HoldsIdempotencyKey } from "../shared/submit-once";
import { notProvided } from "../not-provided";
import { meetingScheduleJourney } from "./meeting-schedule.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const MEETING_SCHEDULE_MACHINE_VERSION = "1";

/**
 * Head office scheduling a meeting (POST meetings/schedule): the form with core's rule, then one
 * submission under one Idempotency-Key (machines/shared/submit-once.ts): "send" again after a lost
 * answer reuses the key, so the meeting and its invitations exist once. Success empties the form and
 * says how many people were invited.
 */

export interface MeetingScheduleContext extends HoldsIdempotencyKey {
  readonly draft: MeetingInput;
  readonly now: string;
  readonly showErrors: boolean;
  readonly notice:
    | { readonly tone: "success"; readonly invited: number }
    | { readonly tone: "error"; readonly key: string }
    | undefined;
}

export type MeetingScheduleEvent =
  | { readonly type: "user.change"; readonly draft: MeetingInput }
  | { readonly type: "user.submit"; readonly now: string };

export const EMPTY_MEETING: MeetingInput = {
  dateTime: "",
  description: "",
  duration_minutes: 60,
  store_ids: [],
  roles: [],
};

export const meetingScheduleMachine = setup({
  types: {
    context: {} as MeetingScheduleContext,
    events: {} as MeetingScheduleEvent,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** Resolves with how many people were invited. */
    schedule: notProvided<number, { readonly meeting: MeetingInput; readonly key: string }>("schedule"),
  },
  guards: {
    isValidWithKey: ({ context, event }) =>
      event.type === "user.submit" && meetingDraftIsValid(context.draft, event.now) && hasKey({ context }),
    isValid: ({ context, event }) =>
      event.type === "user.submit" && meetingDraftIsValid(context.draft, event.now),
  },
  actions: {
    keepKey: assign(keptKey),
  },
}).createMachine({
  id: "meetingSchedule",
  meta: { journey: meetingScheduleJourney },
  version: MEETING_SCHEDULE_MACHINE_VERSION,
  context: { draft: EMPTY_MEETING, now: "", showErrors: false, notice: undefined, idempotencyKey: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          // Another meeting is another submission: its own key.
          actions: assign(({ event }) => ({ draft: event.draft, idempotencyKey: null })),
        },
        "user.submit": [
          {
            guard: "isValidWithKey",
            target: "sending",
            actions: assign({ notice: undefined, now: ({ event }) => event.now }),
          },
          {
            guard: "isValid",
            target: "creatingKey",
            actions: assign({ notice: undefined, now: ({ event }) => event.now }),
          },
          { actions: assign({ showErrors: true, now: ({ event }) => event.now }) },
        ],
      },
    },
    creatingKey: {
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "sending",
          actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: {
          target: "editing",
          actions: assign({
            notice: ({ event }) => ({ tone: "error" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
    sending: {
      invoke: {
        id: "schedule",
        src: "schedule",
        input: ({ context }) => ({ meeting: context.draft, key: context.idempotencyKey ?? "" }),
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({
            draft: EMPTY_MEETING,
            showErrors: false,
            idempotencyKey: null,
            notice: { tone: "success" as const, invited: event.output },
          })),
        },
        onError: {
          target: "editing",
          actions: assign({
            notice: ({ event }) => ({ tone: "error" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
  },
});
