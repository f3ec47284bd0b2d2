import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/*
 * The calendar area's wire contract: the spec's Meeting (dateTime, description) as GET meetings and
 * GET v2/events answer it, with the fields the calendar and head office's form need.
 */

export const MeetingRow = Schema.Struct({
  id: Id,
  dateTime: InstantFromString,
  description: Schema.String,
  duration_minutes: Schema.Int,
  store_ids: Schema.Array(Id),
  roles: Schema.Array(Schema.String),
}).annotate({ identifier: "MeetingRow" });
export type MeetingRow = typeof MeetingRow.Type;

/** A page of meetings, and whether the caller may schedule (the form shows only then). */
export const MeetingsPage = Schema.Struct({
  items: Schema.Array(MeetingRow),
  next_cursor: Schema.NullOr(Schema.String),
  can_schedule: Schema.Boolean,
}).annotate({ identifier: "MeetingsPage" });
export const decodeMeetingsPage = makeDecoder("MeetingsPage", MeetingsPage);

/** `POST meetings` (head office): core/calendar/meeting-input.ts checks it. */
export const MeetingBody = Schema.Struct({
  dateTime: Schema.String.check(Schema.isMaxLength(64)),
  description: Schema.String.check(Schema.isMaxLength(2000)),
  duration_minutes: Schema.Int,
  store_ids: Schema.Array(Id).check(Schema.isMaxLength(200)),
  roles: Schema.Array(Schema.String.check(Schema.isMaxLength(40))).check(Schema.isMaxLength(10)),
}).annotate({ identifier: "MeetingBody" });

export const MeetingCreated = Schema.Struct({
  status: Schema.Literal("success"),
  message: Schema.String,
  id: Id,
  invited: Schema.Int,
}).annotate({ identifier: "MeetingCreated" });
export const decodeMeetingCreated = makeDecoder("MeetingCreated", MeetingCreated);
