import type { CalendarEntry } from "../../core/calendar/calendar-month";
import type { MeetingInput } from "../../core/calendar/meeting-input";
import { portsKey } from "../../core/areas/ports-key";

/*
 * What the calendar screens need from outside: the calendar's sources and head office's scheduling.
 * A source gives the entries the person may see from an instant on; today the meetings, and the
 * trainings, task deadlines, licence and maintenance dates of other areas join the list as their
 * areas arrive (docs/decisions.md, "Calendar sources").
 */

export interface CalendarSource {
  /** The entry kind it gives (the view's label and colour: `ui_calendar_kind_<kind>`). */
  readonly kind: string;
  readonly load: (
    from: string,
  ) => Promise<{ readonly entries: readonly CalendarEntry[]; readonly canSchedule: boolean }>;
}

export interface CalendarPorts {
  readonly sources: readonly CalendarSource[];
  /** Resolves with how many people were invited. */
  readonly schedule: (meeting: MeetingInput, idempotencyKey: string) => Promise<number>;
  readonly newKey: () => string;
  /** The stores head office may invite (id, title); the same promise on every call. */
  readonly stores: () => Promise<readonly { readonly id: number; readonly title: string }[]>;
}

/** The calendar screens' ports, by their area (made by adapters/calendar/calendar.ports.ts). */
export const CALENDAR_PORTS = portsKey<CalendarPorts>("calendar");
