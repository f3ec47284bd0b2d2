import { GROUP_TIME_ZONE } from "../../../core/constants/group-time-zone";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import {
  profileIsValid,
  validateProfileDetails,
  type ProfileDetails,
  type ProfileErrors,
} from "../../../core/account/profile-details";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";
import { recordActivity } from "../../services/activity/record-activity";

const firstKey = (errors: ProfileErrors) => Object.values(errors).flat()[0];

/**
 * POST updateUserExtraDetails: the caller's own profile fields, checked by core's rule (the one the
 * form runs), written at once and noted in the activity log. Nobody edits someone else's profile
 * here (docs/decisions.md, "Profile settings").
 */
export async function updateProfile(
  db: Database,
  options: {
    readonly userId: number;
    readonly details: ProfileDetails;
    readonly ip: string | null;
    readonly device: string | null;
    readonly now: Date;
  },
): Promise<void> {
  const today = Temporal.Instant.fromEpochMilliseconds(options.now.getTime())
    .toZonedDateTimeISO(GROUP_TIME_ZONE)
    .toPlainDate();
  const errors = validateProfileDetails(options.details, today);
  const key = firstKey(errors);
  if (!profileIsValid(errors) && key !== undefined) throw new Invalid(key);
  const d = options.details;
  await db
    .update(users)
    .set({
      clothingSize: d.clothing_size,
      healthCertBegin: d.health_certificate_begin_date,
      healthCertEnd: d.health_certificate_end_date,
      dob: d.dob,
      hiringDate: d.hiring_date,
      email: d.email,
      phone: d.phone,
      consent: d.consent,
    })
    .where(eq(users.id, options.userId));
  await recordActivity(db, {
    contactId: options.userId,
    status: "profile_updated",
    ip: options.ip,
    now: options.now,
    detail: { device: options.device },
  });
}
