import { assign, setup } from "xstate";
import { CALENDAR_TODO_DELAY_MS } from "../../core/constants/portal-constants";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { meetingCalendarJourney } from "./meeting-calendar.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const MEETING_CALENDAR_MACHINE_VERSION = "1";

/**
 * /upcoming and /upcomingmeetings: the calendar of what the person may see, from the start of the day
 * or of the year. The load waits the spec's 500 ms calendar delay first (spec 9, "The calendar todo
 * promise is delayed by 500 ms"), then asks every calendar source (meetings today; the sources list
 * grows as other areas arrive). The month shown and month/agenda view are the person's choice.
 */

export interface CalendarLoad<Entry> {
  readonly entries: readonly Entry[];
  readonly canSchedule: boolean;
}

export interface MeetingCalendarContext<Entry> {
  readonly entries: readonly Entry[];
  readonly canSchedule: boolean;
  /** The month shown, "YYYY-MM". */
  readonly month: string;
  readonly view: "month" | "agenda";
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type MeetingCalendarEvent =
  | { readonly type: "user.showMonth"; readonly month: string }
  | { readonly type: "user.setView"; readonly view: "month" | "agenda" }
  | { readonly type: "user.reload" };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/u;

export const createMeetingCalendarMachine = <Entry>() =>
  setup({
    types: {
      context: {} as MeetingCalendarContext<Entry>,
      events: {} as MeetingCalendarEvent,
      input: {} as { readonly month: string; readonly view: "month" | "agenda" },
    },
    actors: {
      load: notProvided<CalendarLoad<Entry>, void>("load"),
    },
    delays: { calendarDelay: CALENDAR_TODO_DELAY_MS },
    guards: {
      isMonth: ({ event }) => event.type === "user.showMonth" && MONTH.test(event.month),
    },
  }).createMachine({
    id: "meetingCalendar",
    meta: { journey: meetingCalendarJourney },
    version: MEETING_CALENDAR_MACHINE_VERSION,
    context: ({ input }) => ({
      entries: [],
      canSchedule: false,
      month: input.month,
      view: input.view,
      ...NO_FAILURE,
    }),
    initial: "waiting",
    states: {
      waiting: { after: { calendarDelay: "loading" } },
      loading: {
        invoke: {
          id: "load",
          src: "load",
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              entries: event.output.entries,
              canSchedule: event.output.canSchedule,
              ...NO_FAILURE,
            })),
          },
          onError: {
            target: "failed",
            actions: assign({
              ...failureOfErrorEvent,
            }),
          },
        },
      },
      ready: {
        on: {
          "user.reload": "waiting",
          "user.showMonth": { guard: "isMonth", actions: assign({ month: ({ event }) => event.month }) },
          "user.setView": { actions: assign({ view: ({ event }) => event.view }) },
        },
      },
      failed: { on: { "user.reload": "waiting" } },
    },
  });

export const meetingCalendarMachine = createMeetingCalendarMachine<unknown>();
