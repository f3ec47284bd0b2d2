import { count, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { files } from "../../../files/tables/files";
import { fileRelations } from "../../tables/file-relations";
import { Invalid } from "../../../domain-errors";
import type { FileHolder } from "../../../files/http/signed-file-response";

/**
 * Relates uploads to a ticket. Each id must be a pending upload of this user that no relation holds
 * yet, otherwise 422 `b2b_ticket_attachment_reattach` (the browser asks for the file again). The
 * rows are locked so two requests cannot claim the same upload. With `commId` the relations are
 * confirmed at once (a reply's files); without, they wait for the second call (a new ticket's).
 * The ticket may hold at most `maxCount` files in all: 422 `b2b_ticket_attachments_too_many`.
 */
export async function relateUploads(
  tx: Database,
  options: {
    readonly ticketId: number;
    readonly ownerId: number;
    readonly fileIds: readonly number[];
    readonly commId: number | null;
    readonly maxCount: number;
    readonly now: Date;
  },
): Promise<readonly number[]> {
  const fileIds = [...new Set(options.fileIds)];
  if (fileIds.length === 0) return [];
  const [held] = await tx
    .select({ n: count() })
    .from(fileRelations)
    .where(eq(fileRelations.ticketId, options.ticketId));
  if ((held?.n ?? 0) + fileIds.length > options.maxCount)
    throw new Invalid("b2b_ticket_attachments_too_many");
  const rows = await tx
    .select({ id: files.id, ownerId: files.ownerId, status: files.status })
    .from(files)
    .where(inArray(files.id, fileIds))
    .for("update");
  const taken = await tx
    .select({ fileId: fileRelations.fileId })
    .from(fileRelations)
    .where(inArray(fileRelations.fileId, fileIds));
  const usable = (id: number) =>
    rows.some((r) => r.id === id && r.ownerId === options.ownerId && r.status === "pending") &&
    !taken.some((t) => t.fileId === id);
  if (!fileIds.every(usable)) throw new Invalid("b2b_ticket_attachment_reattach");
  const confirmed = options.commId === null ? null : options.now;
  const inserted = await tx
    .insert(fileRelations)
    .values(
      fileIds.map((fileId) => ({
        ticketId: options.ticketId,
        fileId,
        commId: options.commId,
        confirmedAt: confirmed,
        cStamp: options.now,
      })),
    )
    .returning({ id: fileRelations.id, fileId: fileRelations.fileId });
  if (confirmed !== null) await tx.update(files).set({ status: "linked" }).where(inArray(files.id, fileIds));
  // In the order the ids were given, so the answer lines up with the request.
  return fileIds.map((id) => inserted.find((r) => r.fileId === id)?.id ?? 0);
}

/** The confirmed relations of a ticket (what the detail shows), oldest first. */
export async function confirmedRelationIds(db: Database, ticketId: number): Promise<readonly number[]> {
  const rows = await db
    .select({ id: fileRelations.id, confirmedAt: fileRelations.confirmedAt })
    .from(fileRelations)
    .where(eq(fileRelations.ticketId, ticketId))
    .orderBy(fileRelations.id);
  return rows.filter((r) => r.confirmedAt !== null).map((r) => r.id);
}

/** Where a ticket holds a file it serves: a confirmed relation (an unconfirmed upload is not shown). */
export const CONFIRMED_TICKET_FILES: FileHolder = {
  fileColumn: fileRelations.fileId,
  where: isNotNull(fileRelations.confirmedAt),
};
