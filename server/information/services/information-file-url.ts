import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed download URLs of the information area's files (material and reports), so an `<a href>` or
 * the preview's `<iframe src>` works without the Authorization header; only a signed-in read hands
 * them out. Signed for their own purpose ("information-file:<kind>:<id>"), so a ticket file's
 * signature never opens a document and the other way round. Valid for an hour.
 */
const TTL_SECONDS = 60 * 60;

export type InformationFileKind = "material" | "report";

const signature = (secret: string, kind: InformationFileKind, id: number, exp: number): string =>
  createHmac("sha256", secret).update(`information-file:${kind}:${id}:${exp}`).digest("base64url");

/** The signed path, relative to the API base. */
export function signedInformationFileUrl(
  secret: string,
  kind: InformationFileKind,
  id: number,
  now: Date,
): string {
  const exp = Math.floor(now.getTime() / 1000) + TTL_SECONDS;
  return `information_files/${kind}/${id}?exp=${exp}&sig=${signature(secret, kind, id, exp)}`;
}

export function verifyInformationFileUrl(
  secret: string,
  kind: InformationFileKind,
  id: number,
  query: { readonly exp: string | undefined; readonly sig: string | undefined },
  now: Date,
): boolean {
  const { exp, sig } = query;
  if (exp === undefined || sig === undefined || !/^[0-9]{1,12}$/u.test(exp)) return false;
  if (Number(exp) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, kind, id, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
