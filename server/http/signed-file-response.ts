import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { errorResponse } from "./api-error";
import { storedFileResponse } from "./stored-file-response";
import { files } from "../tickets/tables/files";
import type { FileStore } from "../tickets/services/files/file-store";
import { verifyFileSignature } from "../tickets/services/files/file-signature";

export interface SignedFileDeps {
  readonly db: Database;
  readonly fileStore: FileStore;
  readonly signingSecret: string;
  readonly now: () => Date;
}

/**
 * The answer of a signed download (`<path>/{file_id}?exp=&sig=`, services/signed-links/signed-link.ts): 403 when the link
 * is not ours or has expired, 404 unless `held` says an area holds the file (an unattached upload is
 * never served), else the bytes. `inline(mime)` picks what shows in the page (an image, a video, its
 * captions) over what downloads under its own name.
 */
export async function signedFileResponse(
  c: Context,
  deps: SignedFileDeps,
  fileId: number,
  options: {
    readonly held: (fileId: number) => Promise<boolean>;
    readonly inline: (mime: string) => boolean;
  },
): Promise<Response> {
  if (!verifyFileSignature(deps.signingSecret, fileId, c.req.query("exp"), c.req.query("sig"), deps.now()))
    return errorResponse(c, 403, "b2b_forbidden");
  const [file] = (await options.held(fileId))
    ? await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1)
    : [];
  return storedFileResponse(c, deps.fileStore, file, {
    inline: file !== undefined && options.inline(file.mime),
  });
}
