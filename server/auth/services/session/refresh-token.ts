import { createHash, createHmac, randomBytes } from "node:crypto";

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * SHA-256 of a refresh token, hex. A fast hash is right here (unlike passwords): the token has 256
 * bits of entropy, so a stolen table of hashes cannot be brute-forced.
 */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The token that replaces `presented` on rotation: an HMAC of it under the server's secret, so the
 * same token presented twice (two tabs racing, or an answer lost on the way and retried) yields the
 * same successor, and no third token of the session ever needs to be valid (docs/decisions.md).
 * Without the secret a successor cannot be computed from a stolen token; the database holds hashes only.
 */
export function successorRefreshToken(secret: string, presented: string): string {
  return createHmac("sha256", secret).update(`refresh-rotation:${presented}`, "utf8").digest("base64url");
}
