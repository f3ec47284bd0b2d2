import { createHash, createSecretKey, type Hash, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";

/** What an access token says: who, which session, which role. */
export interface AccessClaims {
  readonly userId: number;
  readonly sessionId: string;
  readonly role: string;
}

export interface AccessTokenIssuer {
  readonly sign: (claims: AccessClaims, now: Date) => Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, alg, expiry, audience...). */
  readonly verify: (token: string, now: Date) => Promise<AccessClaims | null>;
}

export const ACCESS_TOKEN_ISSUER = "franchise-portal";
export const ACCESS_TOKEN_AUDIENCE = "franchise-portal-api";
// The allow-list on verify: only what we sign with. "none" and every asymmetric algorithm are refused,
// so a token cannot pick its own verification method.
const ALGORITHM = "HS256";

export function createAccessTokenIssuer(secret: string, ttlSeconds: number): AccessTokenIssuer {
  // One key object for the process: importing the secret on every request costs more than the HMAC.
  const secretBytes = Buffer.from(secret, "utf8");
  const key = createSecretKey(secretBytes);
  const hmacKey = hmacSha256Key(secretBytes);
  return {
    sign: (claims, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(claims.userId))
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    // Verified with node:crypto, not jose: jose's HS256 goes through WebCrypto, whose HMAC runs as
    // an async job and took 17 % of the server's time under load (BENCHMARKS.md, bench:server). The
    // checks are jose's for what we sign: the header says HS256 and nothing critical, the signature
    // matches, issuer, audience, subject, session, expiry and issue time are there and right.
    verify: (token, now) => Promise.resolve(verifyHs256(token, hmacKey, now)),
  };
}

/** A JSON object of a token part, or null when the part is not base64url JSON of an object. */
function decodePart(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumericDate = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * HMAC-SHA256 (RFC 2104) with the key's two padded blocks hashed once: each MAC then copies the two
 * keyed hash states instead of preparing the key again, which `createHmac` does on every call (its
 * key checks took a third of the verify time under load).
 */
export interface HmacSha256Key {
  readonly inner: Hash;
  readonly outer: Hash;
}

export function hmacSha256Key(secret: Buffer): HmacSha256Key {
  const BLOCK = 64;
  const key = Buffer.alloc(BLOCK);
  (secret.length > BLOCK ? createHash("sha256").update(secret).digest() : secret).copy(key);
  const pad = (byte: number) => Buffer.from(key.map((b) => b ^ byte));
  return { inner: createHash("sha256").update(pad(0x36)), outer: createHash("sha256").update(pad(0x5c)) };
}

export function hmacSha256(key: HmacSha256Key, message: string): Buffer {
  return key.outer.copy().update(key.inner.copy().update(message).digest()).digest();
}

/** The claims of a compact HS256 JWS signed with `key` and valid at `now`, else null. */
export function verifyHs256(token: string, key: HmacSha256Key, now: Date): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [encodedHeader = "", encodedPayload = "", encodedSignature = ""] = parts;
  const header = decodePart(encodedHeader);
  if (header === null || header["alg"] !== ALGORITHM || "crit" in header || header["b64"] === false)
    return null;
  if (!/^[A-Za-z0-9_-]+$/.test(encodedSignature)) return null;
  const expected = hmacSha256(key, `${encodedHeader}.${encodedPayload}`);
  const given = Buffer.from(encodedSignature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodePart(encodedPayload);
  if (payload === null) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { iss, aud, sub, sid, role, exp, iat, nbf } = payload;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (iss !== ACCESS_TOKEN_ISSUER || !audiences.includes(ACCESS_TOKEN_AUDIENCE)) return null;
  if (!isNumericDate(exp) || exp <= nowSeconds || !isNumericDate(iat)) return null;
  if (nbf !== undefined && (!isNumericDate(nbf) || nbf > nowSeconds)) return null;
  if (typeof sub !== "string" || typeof sid !== "string" || typeof role !== "string") return null;
  const userId = Number(sub);
  if (!Number.isSafeInteger(userId)) return null;
  return { userId, sessionId: sid, role };
}
