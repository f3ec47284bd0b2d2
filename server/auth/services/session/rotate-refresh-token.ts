import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { sessions } from "../../tables/sessions";
import { spentRefreshTokens } from "../../tables/spent-refresh-tokens";
import { hashRefreshToken, successorRefreshToken } from "./refresh-token";
import { revokeSession } from "./session-store";

/**
 * How long the immediately previous refresh token still works after it was rotated away. It covers
 * tabs racing without Web Locks (milliseconds apart) and an answer lost on the way back, retried by
 * the browser after 30 s and again 60 s later (machines/token-refresh.machine.ts). Kept short: within
 * it a thief holding the previous token is not told apart from the owner (docs/decisions.md).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 120;

export type RotationOutcome =
  /** A live session's token: `refreshToken` is the session's current token from now on. */
  | {
      readonly kind: "rotated";
      readonly sessionId: string;
      readonly userId: number;
      readonly refreshToken: string;
    }
  /** A superseded token of a live session was presented: the session (and its acting-as ones) is revoked. */
  | { readonly kind: "reused"; readonly sessionId: string; readonly userId: number }
  /** Unknown, or of a session that has ended. */
  | { readonly kind: "refused" };

// A sweep of spent tokens whose session has ended runs on about one rotation in fifty.
const SWEEP_PROBABILITY = 0.02;

/**
 * Swaps a refresh token for its successor (RFC 9700 §2.2.2, ASVS 10.4.5). The browser stores the
 * rotated token the server sends (adapters/auth/refresh-coordinator.ts), so it always presents the
 * current one; only racing tabs or a retried lost answer present the immediately previous one, and
 * within the grace they get the same successor again (it is derived from the token presented, so
 * nothing changes on the server). Any other superseded token, or the previous one after its grace,
 * revokes the session: either the owner or a thief holds a copy, and the server cannot tell which.
 */
export async function rotateRefreshToken(
  db: Database,
  options: { readonly presented: string; readonly secret: string; readonly now: Date },
): Promise<RotationOutcome> {
  const { presented, secret, now } = options;
  const presentedHash = hashRefreshToken(presented);
  const successor = successorRefreshToken(secret, presented);
  const successorHash = hashRefreshToken(successor);

  // The current token: one atomic UPDATE, so two requests presenting it cannot both rotate it.
  const [rotated] = await db
    .update(sessions)
    .set({ refreshTokenHash: successorHash, refreshRotatedAt: now })
    .where(
      and(
        eq(sessions.refreshTokenHash, presentedHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ sessionId: sessions.id, userId: sessions.userId });
  if (rotated !== undefined) {
    await db
      .insert(spentRefreshTokens)
      .values({ tokenHash: presentedHash, sessionId: rotated.sessionId })
      .onConflictDoNothing();
    if (Math.random() < SWEEP_PROBABILITY) await sweepSpentRefreshTokens(db, now);
    return { kind: "rotated", ...rotated, refreshToken: successor };
  }

  // The immediately previous token: its successor is the session's current token.
  const [previousOf] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, rotatedAt: sessions.refreshRotatedAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.refreshTokenHash, successorHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (previousOf !== undefined) {
    const graceEnds = previousOf.rotatedAt.getTime() + REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (now.getTime() <= graceEnds)
      return {
        kind: "rotated",
        sessionId: previousOf.sessionId,
        userId: previousOf.userId,
        refreshToken: successor,
      };
    return revokeForReuse(db, previousOf, now);
  }

  // An older token of a session.
  const [spent] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(spentRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, spentRefreshTokens.sessionId))
    .where(
      and(
        eq(spentRefreshTokens.tokenHash, presentedHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (spent !== undefined) return revokeForReuse(db, spent, now);
  return { kind: "refused" };
}

async function revokeForReuse(
  db: Database,
  session: { readonly sessionId: string; readonly userId: number },
  now: Date,
): Promise<RotationOutcome> {
  await revokeSession(db, session.sessionId, now);
  return { kind: "reused", sessionId: session.sessionId, userId: session.userId };
}

/** Deletes the spent tokens of sessions past their absolute expiry (nobody can present them usefully). */
export async function sweepSpentRefreshTokens(db: Database, now: Date): Promise<void> {
  const ended = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(spentRefreshTokens).where(inArray(spentRefreshTokens.sessionId, ended));
}
