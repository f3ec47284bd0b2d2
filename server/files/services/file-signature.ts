import { signedLink, verifySignedLink } from "../../services/signed-links/signed-link";

/**
 * Signed download URLs of ticket files (docs/api-tickets.md): `v2/files/{id}?exp=&sig=`, handed out
 * only by the detail of a ticket the user may see (server/services/signed-links/signed-link.ts).
 */
export { SIGNED_LINK_TTL_SECONDS as FILE_URL_TTL_SECONDS } from "../../services/signed-links/signed-link";

const PURPOSE = "file-download";

/** The signed path of a file, relative to the API base. */
export const signedFileUrl = (secret: string, fileId: number, now: Date): string =>
  signedLink(secret, PURPOSE, "v2/files", fileId, now);

/** Whether `exp` and `sig` of a download request are ours, for this file, and not expired. */
export const verifyFileSignature = (
  secret: string,
  fileId: number,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean => verifySignedLink(secret, PURPOSE, fileId, exp, sig, now);
