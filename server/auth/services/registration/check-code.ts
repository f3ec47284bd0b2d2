import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../tables/registrations";
import { CODE_MAX_ATTEMPTS, codeDigest, sameDigest } from "../verification/verification-code";

export type CodeCheck = "right" | "wrong" | "no-code";

/**
 * Spends one try of the registration's current code and compares it. The try is taken with one
 * conditional UPDATE (attempts < 5, not expired), so parallel guesses cannot exceed five; the fifth
 * wrong try burns the code and a new one must be sent. "no-code": none sent, expired or burnt.
 */
export async function checkVerificationCode(
  db: Database,
  options: {
    readonly codeKey: string;
    readonly registrationId: number;
    readonly code: string;
    readonly now: Date;
  },
): Promise<CodeCheck> {
  const { registrationId, now } = options;
  const [attempt] = await db
    .update(registrations)
    .set({ codeAttempts: sql`${registrations.codeAttempts} + 1` })
    .where(
      and(
        eq(registrations.id, registrationId),
        isNull(registrations.consumedAt),
        isNotNull(registrations.codeDigest),
        gt(registrations.codeExpiresAt, now),
        lt(registrations.codeAttempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ digest: registrations.codeDigest, attempts: registrations.codeAttempts });
  if (attempt?.digest == null) return "no-code";
  if (sameDigest(attempt.digest, codeDigest(options.codeKey, registrationId, options.code))) return "right";
  if (attempt.attempts >= CODE_MAX_ATTEMPTS)
    await db
      .update(registrations)
      .set({ codeDigest: null, codeExpiresAt: null })
      .where(eq(registrations.id, registrationId));
  return "wrong";
}
