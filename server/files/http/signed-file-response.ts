import type { Context } from "hono";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { errorResponse } from "../../http/api-error";
import { storedFileResponse } from "./stored-file-response";
import { files } from "../tables/files";
import type { FileStore } from "../services/file-store";
import { verifyFileSignature } from "../services/file-signature";

export interface SignedFileDeps {
  readonly db: Database;
  readonly fileStore: FileStore;
  readonly signingSecret: string;
  readonly now: () => Date;
}

/**
 * A place where an area keeps the files it serves: the column holding the file's id (its table is
 * the column's) and, when a row alone is not enough, what else must hold (a confirmed relation).
 */
export interface FileHolder {
  readonly fileColumn: PgColumn;
  readonly where?: SQL;
}

/** Whether any of the holders has a row with the file, one indexed look-up each, stopping at the first. */
async function heldByAny(db: Database, fileId: number, holders: readonly FileHolder[]): Promise<boolean> {
  for (const { fileColumn, where } of holders) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(fileColumn.table as PgTable)
      .where(where === undefined ? eq(fileColumn, fileId) : and(eq(fileColumn, fileId), where))
      .limit(1);
    if (row !== undefined) return true;
  }
  return false;
}

/**
 * The answer of a signed download (`<path>/{file_id}?exp=&sig=`, services/signed-links/signed-link.ts): 403 when the link
 * is not ours or has expired, 404 unless one of the area's `heldBy` holds the file (an unattached upload is
 * never served), else the bytes. `inline(mime)` picks what shows in the page (an image, a video, its
 * captions) over what downloads under its own name.
 */
export async function signedFileResponse(
  c: Context,
  deps: SignedFileDeps,
  fileId: number,
  options: {
    readonly heldBy: readonly FileHolder[];
    readonly inline: (mime: string) => boolean;
  },
): Promise<Response> {
  if (!verifyFileSignature(deps.signingSecret, fileId, c.req.query("exp"), c.req.query("sig"), deps.now()))
    return errorResponse(c, 403, "b2b_forbidden");
  const [file] = (await heldByAny(deps.db, fileId, options.heldBy))
    ? await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1)
    : [];
  return storedFileResponse(c, deps.fileStore, file, {
    inline: file !== undefined && options.inline(file.mime),
  });
}
