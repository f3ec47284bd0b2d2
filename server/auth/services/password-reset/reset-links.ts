import type { Database } from "../../../db/database";
import { passwordResets } from "../../tables/password-resets";
import { newOneTimeToken } from "../verification/one-time-token";

/** A reset link works for 30 minutes, once (docs/decisions.md). */
export const RESET_LINK_TTL_SECONDS = 30 * 60;

/** Stores a new reset link for a user; returns the token that goes into the link. */
export async function createResetLink(db: Database, userId: number, now: Date): Promise<string> {
  const { token, digest } = newOneTimeToken();
  await db.insert(passwordResets).values({
    tokenDigest: digest,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_SECONDS * 1000),
  });
  return token;
}
