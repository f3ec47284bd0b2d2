import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { ContactId, LogEntryId } from "./ids";
import { InstantFromString } from "./temporal";

/** A message sent to a contact (GET the communication log). */
export const CommunicationLogEntry = Schema.Struct({
  id: LogEntryId,
  to_id: ContactId,
  to_name: Schema.String,
  channel_type: Schema.String,
  content: Schema.String,
  c_stamp: InstantFromString,
});
export type CommunicationLogEntry = typeof CommunicationLogEntry.Type;
export const decodeCommunicationLogEntry = makeDecoder("CommunicationLogEntry", CommunicationLogEntry);
export const encodeCommunicationLogEntry = makeEncoder("CommunicationLogEntry", CommunicationLogEntry);
export const decodeCommunicationLog = makeDecoder(
  "CommunicationLogEntry[]",
  Schema.Array(CommunicationLogEntry),
);

/** A sign-in activity of a contact (GET the activity log). */
export const ActivityLogEntry = Schema.Struct({
  id: LogEntryId,
  contact_id: ContactId,
  avatar: Schema.NullOr(Schema.String),
  fullname: Schema.String,
  status: Schema.String,
  ip: Schema.String,
});
export type ActivityLogEntry = typeof ActivityLogEntry.Type;
export const decodeActivityLogEntry = makeDecoder("ActivityLogEntry", ActivityLogEntry);
export const encodeActivityLogEntry = makeEncoder("ActivityLogEntry", ActivityLogEntry);
export const decodeActivityLog = makeDecoder("ActivityLogEntry[]", Schema.Array(ActivityLogEntry));
