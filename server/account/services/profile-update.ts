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
import { emailOwner, requestEmailChange, sameAddress, tellEmailRemoved } from "./email-change";

const firstKey = (errors: ProfileErrors) => Object.values(errors).flat()[0];

/**
 * POST updateUserExtraDetails: the caller's own profile fields, checked by core's rule (the one the
 * form runs), written at once and noted in the activity log. Nobody edits someone else's profile
 * here (docs/decisions.md, "Profile settings"). A new e-mail address is the exception: it waits for
 * the link sent to it (email-change.ts), so the answer says whether one was sent.
 */
export async function updateProfile(
  db: Database,
  options: {
    readonly userId: number;
    readonly details: ProfileDetails;
    readonly publicUrl: string;
    readonly ip: string | null;
    readonly device: string | null;
    readonly now: Date;
  },
): Promise<{ readonly emailPending: boolean }> {
  const today = Temporal.Instant.fromEpochMilliseconds(options.now.getTime())
    .toZonedDateTimeISO(GROUP_TIME_ZONE)
    .toPlainDate();
  const errors = validateProfileDetails(options.details, today);
  const key = firstKey(errors);
  if (!profileIsValid(errors) && key !== undefined) throw new Invalid(key);
  const d = options.details;
  const owner = await emailOwner(db, options.userId);
  if (owner === undefined) throw new Invalid("b2b_invalid_input");
  const emailPending = d.email !== null && !sameAddress(d.email, owner.email);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        clothingSize: d.clothing_size,
        healthCertBegin: d.health_certificate_begin_date,
        healthCertEnd: d.health_certificate_end_date,
        dob: d.dob,
        hiringDate: d.hiring_date,
        // The account keeps its address until the new one is proven; a removal needs no proof.
        ...(d.email === null ? { email: null } : {}),
        phone: d.phone,
        consent: d.consent,
      })
      .where(eq(users.id, options.userId));
    if (d.email !== null && emailPending)
      await requestEmailChange(tx, { owner, email: d.email, publicUrl: options.publicUrl, now: options.now });
    else if (d.email === null && owner.email !== null) await tellEmailRemoved(tx, owner, options.now);
    await recordActivity(tx, {
      contactId: options.userId,
      status: "profile_updated",
      ip: options.ip,
      now: options.now,
      detail: { device: options.device },
    });
  });
  return { emailPending };
}
