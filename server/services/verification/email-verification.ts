import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { emailVerifications } from "../../db/schema/email-verifications";
import { newOneTimeToken, tokenDigest } from "./one-time-token";

/** How long an e-mail verification link works (docs/decisions.md). */
export const EMAIL_VERIFY_TTL_SECONDS = 7 * 86_400;

/** Creates a verification link for an address given at registration; returns the token for the link. */
export async function createEmailVerification(
  db: Database,
  options: { readonly email: string; readonly registrationId: number; readonly now: Date },
): Promise<string> {
  const { token, digest } = newOneTimeToken();
  await db.insert(emailVerifications).values({
    tokenDigest: digest,
    email: options.email,
    registrationId: options.registrationId,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + EMAIL_VERIFY_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Marks the address of a verification link as verified. Opening the same link again still says
 * verified (mail scanners and double clicks open links twice); an unknown or expired link is false.
 */
export async function verifyEmailToken(db: Database, token: string, now: Date): Promise<boolean> {
  const digest = tokenDigest(token);
  const verified = await db
    .update(emailVerifications)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenDigest, digest),
        isNull(emailVerifications.verifiedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ id: emailVerifications.id });
  if (verified.length > 0) return true;
  const earlier = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenDigest, digest), isNotNull(emailVerifications.verifiedAt)))
    .limit(1);
  return earlier.length > 0;
}
