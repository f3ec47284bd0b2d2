import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed download URLs (docs/api-tickets.md): `v2/files/{id}?exp=&sig=`, so an `<a href>` or an
 * `<img src>` works without the Authorization header. Only the detail of a ticket the user may see
 * hands them out. The expiry is rounded up to the next 5 minutes, so a URL stays the same for a while
 * and the browser's cache can reuse an image; a URL is valid for 15 to 20 minutes.
 */
export const FILE_URL_TTL_SECONDS = 15 * 60;
const ROUNDING_SECONDS = 5 * 60;

const signature = (secret: string, fileId: number, exp: number): string =>
  createHmac("sha256", secret).update(`file-download:${fileId}:${exp}`).digest("base64url");

/** The signed path of a file, relative to the API base. */
export function signedFileUrl(secret: string, fileId: number, now: Date): string {
  const earliest = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
  const exp = Math.ceil(earliest / ROUNDING_SECONDS) * ROUNDING_SECONDS;
  return `v2/files/${fileId}?exp=${exp}&sig=${signature(secret, fileId, exp)}`;
}

/** Whether `exp` and `sig` of a download request are ours, for this file, and not expired. */
export function verifyFileSignature(
  secret: string,
  fileId: number,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (exp === undefined || sig === undefined || !/^[0-9]{1,12}$/u.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, fileId, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
