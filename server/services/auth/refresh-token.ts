import { createHash, randomBytes } from "node:crypto";

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
