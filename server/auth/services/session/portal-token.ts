import { SignJWT } from "jose";

export const PORTAL_TOKEN_AUDIENCE = "external-portal";
export const PORTAL_TOKEN_TTL_SECONDS = 3600;

/**
 * The token the external portal accepts (GET wegPortalAuth). Signed with the server's key for a
 * different audience, so it can never pass as an access token of this API.
 */
export async function signPortalToken(secret: string, userId: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setAudience(PORTAL_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PORTAL_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}
