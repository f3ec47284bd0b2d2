import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../tables/registrations";
import { users } from "../../../db/schema/users";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { queueNotice } from "../../../services/delivery/notice";
import { emailVerifyLink, setPasswordLink } from "../../../services/delivery/portal-links";
import { resetAccountById } from "../password-reset/reset-accounts";
import { sendResetLink } from "../password-reset/send-reset";
import { createEmailVerification } from "../verification/email-verification";
import { newOneTimeToken } from "../verification/one-time-token";
import type { RegistrationReferences } from "./registration-references";

/** A registration link works for 7 days, once (docs/decisions.md). */
export const REGISTRATION_TTL_SECONDS = 7 * 86_400;

/** A register form that passed core's rules and the reference check, as it will be stored. */
export interface Applicant extends RegistrationReferences {
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: number;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
  readonly isTrainee: boolean;
}

export interface RegisterContext {
  readonly db: Database;
  readonly publicUrl: string;
  readonly language: MessageLanguage;
  readonly now: Date;
}

/**
 * Records a registration and sends its link by SMS (and by e-mail, with an e-mail verification link,
 * when an address was given). When the mobile already has an account, no registration is made: an
 * active account is sent "you already have an account" with a reset link instead. The caller gives
 * the same answer either way, so the answer never tells whether a mobile is registered.
 */
export async function registerApplicant(ctx: RegisterContext, applicant: Applicant): Promise<void> {
  const { db, now } = ctx;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, applicant.countryCode), eq(users.mobile, applicant.mobile)))
    .limit(1);
  if (existing !== undefined) {
    await tellExistingAccount(ctx, existing.id);
    return;
  }
  await db.transaction(async (tx) => {
    const { token, digest } = newOneTimeToken();
    const [row] = await tx
      .insert(registrations)
      .values({
        tokenDigest: digest,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        gender: applicant.gender,
        countryCode: applicant.countryCode,
        mobile: applicant.mobile,
        email: applicant.email,
        isTrainee: applicant.isTrainee,
        storeIds: applicant.storeIds,
        jobPositionId: applicant.jobPositionId,
        language: ctx.language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REGISTRATION_TTL_SECONDS * 1000),
      })
      .returning({ id: registrations.id });
    if (row === undefined) throw new Error("registration insert returned no row");
    await sendRegistrationLink(tx, ctx, { registrationId: row.id, token, ...applicant });
  });
}

/** Who a registration link goes to, and the registration it opens. */
export interface LinkRecipient {
  readonly registrationId: number;
  /** The link's one-time token (only its digest is stored). */
  readonly token: string;
  readonly firstName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
}

/**
 * The spec's registration link (/setpassword?m=…): by SMS, and by e-mail with an e-mail
 * verification link when the person has an address. A self-registration and an administrator's
 * invitation (server/admin/services/invite-person.ts) send the same messages.
 */
export async function sendRegistrationLink(
  tx: Database,
  ctx: Pick<RegisterContext, "publicUrl" | "language" | "now">,
  to: LinkRecipient,
): Promise<void> {
  const { now } = ctx;
  const link = setPasswordLink(ctx.publicUrl, to.token);
  await queueNotice(tx, {
    to: { phone: to, language: ctx.language },
    keys: { sms: "b2b_msg_register_sms" },
    values: { link },
    links: [link],
    now,
  });
  if (to.email === null) return;
  const verifyLink = emailVerifyLink(
    ctx.publicUrl,
    await createEmailVerification(tx, { email: to.email, registrationId: to.registrationId, now }),
  );
  await queueNotice(tx, {
    to: { email: to.email, language: ctx.language },
    keys: { subject: "b2b_msg_register_subject", body: "b2b_msg_register_body" },
    values: { name: to.firstName, link, verify_link: verifyLink },
    links: [link, verifyLink],
    now,
  });
}

/** The mobile has an account: a resettable one is sent a reset link by SMS and e-mail; others nothing. */
async function tellExistingAccount(ctx: RegisterContext, userId: number): Promise<void> {
  const account = await resetAccountById(ctx.db, userId);
  if (account === undefined) return;
  await sendResetLink(ctx, account, "sms", { accountExists: true });
  await sendResetLink(ctx, account, "email", { accountExists: true });
}
