import { createHash, randomBytes } from "node:crypto";

/** A token put in a link (registration, reset, e-mail verification) and the digest stored for it. */
export interface OneTimeToken {
  readonly token: string;
  readonly digest: string;
}

/** 32 random bytes, base64url (43 characters): unguessable, so a fast digest is enough to store it. */
export function newOneTimeToken(): OneTimeToken {
  const token = randomBytes(32).toString("base64url");
  return { token, digest: tokenDigest(token) };
}

/** SHA-256 hex of a token: a stolen table of digests gives no usable link. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Only strings that can be one of our tokens reach the database (bounded, URL-safe). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
