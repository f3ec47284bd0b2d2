import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";
import { emailVerifications } from "../../tables/email-verifications";
import { newOneTimeToken, tokenDigest } from "./one-time-token";

/** How long an e-mail verification link works (docs/decisions.md). */
export const EMAIL_VERIFY_TTL_SECONDS = 7 * 86_400;

/**
 * Creates a verification link for an address given at registration (`registrationId`) or typed into
 * a profile (`userId`: the address becomes the account's when the link is followed); returns the
 * token for the link.
 */
export async function createEmailVerification(
  db: Database,
  options: {
    readonly email: string;
    readonly registrationId?: number;
    readonly userId?: number;
    readonly now: Date;
  },
): Promise<string> {
  const { token, digest } = newOneTimeToken();
  // A profile's newer request replaces an open one, so only the last link can change the address.
  if (options.userId !== undefined && options.registrationId === undefined)
    await db
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, options.userId),
          isNull(emailVerifications.registrationId),
          isNull(emailVerifications.verifiedAt),
        ),
      );
  await db.insert(emailVerifications).values({
    tokenDigest: digest,
    email: options.email,
    registrationId: options.registrationId ?? null,
    userId: options.userId ?? null,
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
  return db.transaction(async (tx) => {
    const [verified] = await tx
      .update(emailVerifications)
      .set({ verifiedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenDigest, tokenDigest(token)),
          isNull(emailVerifications.verifiedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({
        email: emailVerifications.email,
        userId: emailVerifications.userId,
        registrationId: emailVerifications.registrationId,
      });
    if (verified === undefined) return false;
    // A profile's new address (no registration): proven now, so it becomes the account's address
    // (issue 29 item 1). A registration's link only proves the address the account already has.
    if (verified.userId !== null && verified.registrationId === null)
      await tx.update(users).set({ email: verified.email }).where(eq(users.id, verified.userId));
    return true;
  });
}
