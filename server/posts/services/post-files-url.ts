import { signedFileUrl } from "../../files/services/file-signature";

/**
 * A post's file or header image as a signed URL under `posts/files/{id}` (relative to the API base),
 * so `<a href>` and `<img src>` work without the Authorization header. Same signature and lifetime as
 * the tickets' attachments (one signing rule); the download route checks that a post holds the file.
 */
export const signedPostFileUrl = (secret: string, fileId: number, now: Date): string =>
  signedFileUrl(secret, fileId, now).replace(/^v2\/files\//u, "posts/files/");
