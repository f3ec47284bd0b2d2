import * as Schema from "effect/Schema";
import { isKeptAnnouncement } from "../posts/announcement-filter";
import { makeDecoder, makeEncoder } from "./decode";
import { AnnouncementId } from "./ids";

/** type and alert_type are open integer codes; only 6 / 2 matter to the portal (see below). */
export const Announcement = Schema.Struct({
  id: AnnouncementId,
  title: Schema.String,
  type: Schema.Int,
  alert_type: Schema.Int,
});
export type Announcement = typeof Announcement.Type;
export const decodeAnnouncement = makeDecoder("Announcement", Announcement);
export const encodeAnnouncement = makeEncoder("Announcement", Announcement);
export const decodeAnnouncements = makeDecoder("Announcement[]", Schema.Array(Announcement));

/**
 * The announcements to show: spec §3 keeps type 6 with alert_type 2. The predicate itself is the
 * one rule in core/posts/announcement-filter.ts; this applies it to decoded announcements.
 */
export const keptAnnouncements = (announcements: ReadonlyArray<Announcement>): ReadonlyArray<Announcement> =>
  announcements.filter(isKeptAnnouncement);
