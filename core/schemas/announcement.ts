import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { AnnouncementId } from "./ids";

/** Spec §3: announcements of type 6 with alert_type 2 are the ones kept. */
export const KEPT_ANNOUNCEMENT_TYPE = 6;
export const KEPT_ANNOUNCEMENT_ALERT_TYPE = 2;

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

/** The keep rule: both conditions must hold (type 6 and alert_type 2). */
export const isKeptAnnouncement = (announcement: Pick<Announcement, "type" | "alert_type">): boolean =>
  announcement.type === KEPT_ANNOUNCEMENT_TYPE && announcement.alert_type === KEPT_ANNOUNCEMENT_ALERT_TYPE;
