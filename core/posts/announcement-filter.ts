import { KEPT_ANNOUNCEMENT_ALERT_TYPE, KEPT_ANNOUNCEMENT_TYPE } from "../constants/portal-constants";
import { isRecord } from "../rules/loose-read";

export interface TypedAnnouncement {
  readonly type?: number | null | undefined;
  readonly alert_type?: number | null | undefined;
}

/** Spec 3: "type (6 is kept) and alert_type (2 is kept)": an announcement is kept when both hold. */
export function isKeptAnnouncement(announcement: TypedAnnouncement): boolean {
  return (
    isRecord(announcement) &&
    announcement.type === KEPT_ANNOUNCEMENT_TYPE &&
    announcement.alert_type === KEPT_ANNOUNCEMENT_ALERT_TYPE
  );
}
