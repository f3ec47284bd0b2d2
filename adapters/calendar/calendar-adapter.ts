import { decodeMeetingCreated, decodeMeetingsPage } from "../../core/calendar/calendar-wire";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import { decodeStores } from "../../core/schemas/store";
import type { CalendarPorts, CalendarSource } from "../../machines/calendar/calendar-ports";
import type { HttpClient } from "../api/http-client";

/*
 * The calendar's sources and head office's scheduling over the one HTTP client. Sources: the
 * meetings (GET meetings?from_dateTime=, first page of 100 in time order). Other areas add theirs
 * to `calendarSources` as they arrive (docs/decisions.md, "Calendar sources").
 */

const SESSION = { kind: "session" } as const;
const MEETINGS_PER_LOAD = 100;

function meetingsSource(request: HttpClient["request"]): CalendarSource {
  return {
    kind: "meeting",
    load: async (from) => {
      const page = await request({
        method: "GET",
        path: "meetings",
        auth: SESSION,
        query: { from_dateTime: from, limit: MEETINGS_PER_LOAD },
        decode: decodeMeetingsPage,
      });
      return {
        canSchedule: page.can_schedule,
        entries: page.items.map((meeting) => ({
          id: `meeting-${meeting.id}`,
          kind: "meeting",
          start: meeting.dateTime,
          title: meeting.description,
          minutes: meeting.duration_minutes,
        })),
      };
    },
  };
}

export function createCalendarAdapter(deps: {
  readonly request: HttpClient["request"];
  readonly newKey: () => string;
}): CalendarPorts {
  // One load of the stores per page: the form reads it with React's `use`, which needs the same promise.
  let stores: Promise<readonly { readonly id: number; readonly title: string }[]> | undefined;
  return {
    sources: [meetingsSource(deps.request)],
    schedule: async (meeting, idempotencyKey) =>
      (
        await deps.request({
          method: "POST",
          path: "meetings/schedule",
          auth: SESSION,
          body: meeting,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          decode: decodeMeetingCreated,
        })
      ).invited,
    newKey: deps.newKey,
    stores: () =>
      (stores ??= deps
        .request({ method: "GET", path: "auth/stores", auth: { kind: "none" }, decode: decodeStores })
        .then((all) => all.map((store) => ({ id: store.id, title: store.title_cutted })))
        .catch((error: unknown) => {
          stores = undefined;
          throw error;
        })),
  };
}
