import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { emailVerifications } from "../../tables/email-verifications";
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
 * Marks the address of a verification link as verified. The link works once, like every other link
 * we send (one conditional UPDATE, so two requests with it cannot both succeed): opened again, or
 * unknown, or expired, it is false. The browser calls this from the page the link opens, so a mail
 * scanner that fetches the page does not use it up.
 */
export async function verifyEmailToken(db: Database, token: string, now: Date): Promise<boolean> {
  const verified = await db
    .update(emailVerifications)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenDigest, tokenDigest(token)),
        isNull(emailVerifications.verifiedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ id: emailVerifications.id });
  return verified.length > 0;
}
