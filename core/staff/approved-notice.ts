import { GENDERS, type Gender } from "../schemas/auth-forms";

/** The three texts of "… was approved": Greek needs the article, English does not. */
export type ApprovedNoticeKey =
  "ui_staff_pending_approved_male" | "ui_staff_pending_approved_female" | "ui_staff_pending_approved";

/**
 * Which "… was approved" text to show (issue 33, smaller findings): the Greek sentence opens with
 * the article, so a known gender picks "Ο" or "Η"; "other", "no answer" or an unknown gender keep
 * the neutral "Ο/Η" rather than guess.
 */
export function approvedNoticeKey(gender: Gender | null | undefined): ApprovedNoticeKey {
  if (gender === GENDERS.male) return "ui_staff_pending_approved_male";
  if (gender === GENDERS.female) return "ui_staff_pending_approved_female";
  return "ui_staff_pending_approved";
}
