import { createSecretKey } from "node:crypto";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";

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
  const key = createSecretKey(Buffer.from(secret, "utf8"));
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
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          currentDate: now,
          requiredClaims: ["sub", "sid", "exp", "iat"],
        });
        const userId = Number(payload.sub);
        if (
          !Number.isSafeInteger(userId) ||
          typeof payload["sid"] !== "string" ||
          typeof payload["role"] !== "string"
        )
          return null;
        return { userId, sessionId: payload["sid"], role: payload["role"] };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
