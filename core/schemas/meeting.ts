import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { InstantFromString } from "./temporal";

/** A calendar meeting (GET meetings?from_dateTime=...). */
export const Meeting = Schema.Struct({
  dateTime: InstantFromString,
  description: Schema.String,
});
export type Meeting = typeof Meeting.Type;
export const decodeMeeting = makeDecoder("Meeting", Meeting);
export const encodeMeeting = makeEncoder("Meeting", Meeting);
export const decodeMeetings = makeDecoder("Meeting[]", Schema.Array(Meeting));
