import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links: `<path>/{id}?exp=&sig=`, so an `<a href>` or an `<img src>` works without the
 * Authorization header. Only an answer the user may see hands one out (a ticket's files, a store's
 * invoices). The expiry is rounded up to the next 5 minutes, so a link stays the same for a while and
 * the browser's cache can reuse it; a link is valid for 15 to 20 minutes. `purpose` keeps the links of
 * one kind from opening another kind's record with the same id.
 */
export const SIGNED_LINK_TTL_SECONDS = 15 * 60;
const ROUNDING_SECONDS = 5 * 60;

const signature = (secret: string, purpose: string, id: number, exp: number): string =>
  createHmac("sha256", secret).update(`${purpose}:${id}:${exp}`).digest("base64url");

/** `<path>/<id>?exp=…&sig=…`, relative to the API base. */
export function signedLink(secret: string, purpose: string, path: string, id: number, now: Date): string {
  const earliest = Math.floor(now.getTime() / 1000) + SIGNED_LINK_TTL_SECONDS;
  const exp = Math.ceil(earliest / ROUNDING_SECONDS) * ROUNDING_SECONDS;
  return `${path}/${id}?exp=${exp}&sig=${signature(secret, purpose, id, exp)}`;
}

/** Whether `exp` and `sig` of a request are ours, for this purpose and id, and not expired. */
export function verifySignedLink(
  secret: string,
  purpose: string,
  id: number,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (exp === undefined || sig === undefined || !/^[0-9]{1,12}$/u.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, purpose, id, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
