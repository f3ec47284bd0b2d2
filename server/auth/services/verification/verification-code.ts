import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "../../../../core/constants/portal-constants";

/** How long an SMS code stays valid, and how many wrong tries burn it (docs/decisions.md). */
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Least time between two SMS codes of one registration. */
export const CODE_RESEND_INTERVAL_SECONDS = 30;

/** Six decimal digits from the CSPRNG (`randomInt` is uniform, no modulo bias). */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
}

/**
 * HMAC-SHA256 of the code under a server key, bound to the registration. A code has only a million
 * values, so a plain hash could be reversed from a stolen table; without the key it cannot. Argon2
 * would also work but costs tens of milliseconds per try for no gain once the key is secret.
 */
export function codeDigest(key: string, registrationId: number, code: string): string {
  return createHmac("sha256", key).update(`verification-code:${registrationId}:${code}`).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The code key, derived from the server's signing secret so no second secret has to be configured. */
export function codeKeyFrom(signingSecret: string): string {
  return createHmac("sha256", signingSecret).update("franchise-portal/verification-code-key").digest("hex");
}
