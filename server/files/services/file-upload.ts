import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import {
  allowedTypeByExtension,
  checkAttachment,
  checkFileContent,
  fileExtension,
  normaliseMime,
} from "../../../core/tickets/attachment-rules";
import { sanitiseFileName } from "../../../core/files/file-name";
import { SNIFF_HEADER_LENGTH } from "../../../core/files/file-sniff";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import type { UploadedFile } from "../../../core/files/uploaded-file";
import type { Database } from "../../db/database";
import { files } from "../tables/files";
import { fileRelations } from "../../tickets/tables/file-relations";
import { Invalid, TooLarge } from "../../domain-errors";
import type { FileStore } from "./file-store";

/** Pending uploads no ticket confirmed are deleted after this long (docs/api-tickets.md). */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One upload of POST v2/files. Checks, in order: the declared type and the extension of the
 * sanitised name together (checkAttachment), the size, then the first bytes (checkFileContent), so a
 * program renamed to .pdf is refused by its content. The body goes to the store under a random key;
 * the row says `pending` until a ticket's relation is confirmed.
 */
export async function storeUpload(
  db: Database,
  store: FileStore,
  upload: {
    readonly ownerId: number;
    readonly file: File;
    readonly limits: TicketLimits;
    readonly now: Date;
  },
): Promise<UploadedFile> {
  const { file, limits } = upload;
  const name = sanitiseFileName(file.name);
  // Multipart bodies carry application/octet-stream for a type the browser did not know: that is
  // "no declared type", judged by the extension (docs/decisions.md) and then by the content.
  const declared = normaliseMime(file.type) === "application/octet-stream" ? "" : file.type;
  const keys = checkAttachment({ name, size: file.size, type: declared }, limits);
  if (keys.includes("b2b_ticket_attachment_too_large")) throw new TooLarge("b2b_ticket_attachment_too_large");
  const [first] = keys;
  if (first !== undefined) throw new Invalid(first);
  // Only the first bytes are read here; the body then streams into the store (FileStore.put).
  const head = new Uint8Array(await file.slice(0, SNIFF_HEADER_LENGTH).arrayBuffer());
  const [contentKey] = checkFileContent(head, name, limits);
  if (contentKey !== undefined) throw new Invalid(contentKey);
  const type = allowedTypeByExtension(name, limits);
  if (type === undefined) throw new Invalid("b2b_ticket_attachment_type_not_allowed");

  const storageKey = store.newKey();
  await store.put(storageKey, file.stream());
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerId: upload.ownerId,
        name,
        storageKey,
        size: file.size,
        mime: type.mime,
        extension: fileExtension(name),
        status: "pending",
        cStamp: upload.now,
      })
      .returning({ id: files.id });
    if (row === undefined) throw new Error("file insert returned no row");
    await removeExpiredPendingFiles(db, store, upload.now);
    return { file_id: row.id as UploadedFile["file_id"], name, file_type: type.mime, size: file.size };
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

/**
 * Deletes a few pending files older than 24 hours that no ticket relation holds (a relation made
 * by a save keeps its file until the second call confirms it, however late). Run on each upload,
 * so the cleanup needs no scheduler and costs one indexed read per upload.
 */
export async function removeExpiredPendingFiles(
  db: Database,
  store: FileStore,
  now: Date,
  /** How old an unattached upload must be; the retention job passes RETENTION_PENDING_UPLOADS. */
  ttlMs: number = PENDING_FILE_TTL_MS,
): Promise<number> {
  const expired = new Date(now.getTime() - Math.max(ttlMs, PENDING_FILE_TTL_MS));
  const rows = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.status, "pending"), lt(files.cStamp, expired), notExists(unrelated(db))))
    .limit(20);
  if (rows.length === 0) return 0;
  // The same conditions again: a save may have claimed one of them since the read.
  const deleted = await db
    .delete(files)
    .where(
      and(
        inArray(
          files.id,
          rows.map((r) => r.id),
        ),
        eq(files.status, "pending"),
        notExists(unrelated(db)),
      ),
    )
    .returning({ storageKey: files.storageKey });
  for (const row of deleted) await store.remove(row.storageKey);
  return deleted.length;
}

const unrelated = (db: Database) =>
  db.select({ id: fileRelations.id }).from(fileRelations).where(eq(fileRelations.fileId, files.id));
