import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../tables/registrations";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { queueNotice } from "../../../services/delivery/notice";
import { RATE_LIMITS } from "../rate-limit/rate-limit-policies";
import { consumeRateLimit } from "../rate-limit/rate-limiter";
import {
  CODE_RESEND_INTERVAL_SECONDS,
  CODE_TTL_SECONDS,
  codeDigest,
  newVerificationCode,
} from "../verification/verification-code";
import type { Registration } from "./open-registration";

export type SendCodeOutcome =
  { readonly sent: true } | { readonly sent: false; readonly retryAfterSeconds: number };

/**
 * Sends a new 6-digit code for a registration by SMS. A new code replaces the previous one and
 * resets its tries. Sends are spaced at least 30 s apart (kept on the registration row and claimed
 * with one conditional UPDATE, so two parallel requests cannot both send) and limited per hour.
 */
export async function sendVerificationCode(
  ctx: {
    readonly db: Database;
    readonly codeKey: string;
    readonly language: MessageLanguage;
    readonly now: Date;
  },
  registration: Registration,
): Promise<SendCodeOutcome> {
  const { db, now } = ctx;
  const spacing = spacingWait(registration.codeSentAt, now);
  if (spacing > 0) return { sent: false, retryAfterSeconds: spacing };
  const hourly = await consumeRateLimit(
    db,
    RATE_LIMITS.codeSendsPerRegistration,
    String(registration.id),
    now,
  );
  if (!hourly.allowed) return { sent: false, retryAfterSeconds: hourly.retryAfterSeconds };
  const code = newVerificationCode();
  const claimed = await db
    .update(registrations)
    .set({
      codeDigest: codeDigest(ctx.codeKey, registration.id, code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      codeAttempts: 0,
      codeSentAt: now,
    })
    .where(
      and(
        eq(registrations.id, registration.id),
        isNull(registrations.consumedAt),
        or(
          isNull(registrations.codeSentAt),
          lte(registrations.codeSentAt, new Date(now.getTime() - CODE_RESEND_INTERVAL_SECONDS * 1000)),
        ),
      ),
    )
    .returning({ id: registrations.id });
  if (claimed.length === 0) return { sent: false, retryAfterSeconds: CODE_RESEND_INTERVAL_SECONDS };
  await queueNotice(db, {
    to: { phone: registration, language: ctx.language },
    keys: { sms: "b2b_msg_code_sms" },
    values: { code, minutes: CODE_TTL_SECONDS / 60 },
    now,
  });
  return { sent: true };
}

/** Seconds left before another code may be sent; 0 when one may be sent now. */
function spacingWait(lastSentAt: Date | null, now: Date): number {
  if (lastSentAt === null) return 0;
  const readyAt = lastSentAt.getTime() + CODE_RESEND_INTERVAL_SECONDS * 1000;
  return readyAt <= now.getTime() ? 0 : Math.ceil((readyAt - now.getTime()) / 1000);
}
