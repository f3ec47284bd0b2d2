import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../tables/registrations";
import { newOneTimeToken } from "../verification/one-time-token";
import { REGISTRATION_TTL_SECONDS, sendRegistrationLink } from "./register-applicant";

/**
 * Invitations (the console, issue 35), the auth area's named service: a registration that names an
 * account an administrator made (`invited_by`), opened by the spec's registration link and accepted
 * at /setpassword (accept-invitation.ts). The console reaches registrations only through here.
 */

/** Gender is not asked of an invited person: "no answer", as for the first account by command. */
export const GENDER_NOT_ASKED = 4;

/** The invited account as the link's registered data shows it. */
export interface Invitee {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
  readonly isTrainee: boolean;
  readonly storeIds: readonly number[];
  readonly jobPositionId: number | null;
  readonly language: "gr" | "en";
}

/** Closes a person's open invitations: their links stop working. */
export async function closeInvitations(tx: Database, userId: number, now: Date): Promise<void> {
  await tx
    .update(registrations)
    .set({ consumedAt: now })
    .where(and(eq(registrations.userId, userId), isNull(registrations.consumedAt)));
}

/**
 * A new invitation, valid 7 days: the open ones close first (only the newest link works). With
 * `send`, the spec's registration link goes out by SMS and e-mail as a self-registration's does, in
 * the person's language; without it (the demo's seed) the link is never known to anyone.
 */
export async function openInvitation(
  tx: Database,
  ctx: { readonly invitedBy: number; readonly publicUrl: string; readonly now: Date; readonly send: boolean },
  person: Invitee,
): Promise<void> {
  const { now } = ctx;
  await closeInvitations(tx, person.userId, now);
  const { token, digest } = newOneTimeToken();
  const [row] = await tx
    .insert(registrations)
    .values({
      tokenDigest: digest,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: GENDER_NOT_ASKED,
      countryCode: person.countryCode,
      mobile: person.mobile,
      email: person.email,
      isTrainee: person.isTrainee,
      storeIds: [...person.storeIds],
      jobPositionId: person.jobPositionId,
      language: person.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_TTL_SECONDS * 1000),
      userId: person.userId,
      invitedBy: ctx.invitedBy,
    })
    .returning({ id: registrations.id });
  if (row === undefined) throw new Error("the invitation was not returned");
  if (!ctx.send) return;
  await sendRegistrationLink(
    tx,
    { publicUrl: ctx.publicUrl, language: person.language, now },
    { registrationId: row.id, token, ...person },
  );
}

/** An open invitation follows its account's new stores and job position, so its link shows them. */
export async function followAssignment(
  tx: Database,
  userId: number,
  place: Pick<Invitee, "storeIds" | "jobPositionId" | "isTrainee">,
): Promise<void> {
  await tx
    .update(registrations)
    .set({ storeIds: [...place.storeIds], jobPositionId: place.jobPositionId, isTrainee: place.isTrainee })
    .where(
      and(
        eq(registrations.userId, userId),
        isNotNull(registrations.invitedBy),
        isNull(registrations.consumedAt),
      ),
    );
}
