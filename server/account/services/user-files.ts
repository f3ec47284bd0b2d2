import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { encodeKeysetCursor, type KeysetPosition } from "../../../core/account/account-page";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { areaAccess } from "../../../core/permissions/area-access";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import type { PermissionSession } from "../../../core/permissions/session";
import type { SessionUser } from "../../auth/services/session/session-store";
import { files } from "../../files/tables/files";
import { fileRelations } from "../../tickets/tables/file-relations";
import { tickets } from "../../tickets/tables/tickets";
import { signedFileUrl } from "../../files/services/file-signature";
import { sharedDocuments } from "../tables/shared-documents";

/** Where a listed file comes from: a ticket's attachment or a document head office shared. */
export type FileSource = "ticket" | "document";

interface FileRow {
  readonly id: number;
  readonly name: string;
  readonly extension: string;
  readonly size: number;
  readonly stamp: Date;
  readonly source: FileSource;
  readonly ticketId: number | null;
}

/**
 * The files a user may see on /files (spec 3, "File": id, extension, c_stamp), newest first: the
 * attachments of the tickets of their stores (when their role sees tickets at all) and the documents
 * head office shared with one of their stores, their role or everyone. Every-store grant: all of them.
 * Each comes with the tickets' signed download URL (one file store, one download path).
 */
export async function userFilesPage(
  db: Database,
  session: { readonly user: SessionUser; readonly permission: PermissionSession },
  options: {
    readonly after: KeysetPosition | undefined;
    readonly limit: number;
    readonly secret: string;
    readonly now: Date;
  },
) {
  const { user } = session;
  const everyStore = seesEveryStore(user);
  const mine = db.select({ id: userStores.storeId }).from(userStores).where(eq(userStores.userId, user.id));
  const seesTickets = areaAccess("tickets", session.permission, HEAD_OFFICE_COMPANY)._tag === "Allow";
  const afterCondition = (stamp: typeof fileRelations.cStamp | typeof sharedDocuments.cStamp) =>
    options.after === undefined
      ? undefined
      : or(
          lt(stamp, new Date(options.after.stampMs)),
          and(eq(stamp, new Date(options.after.stampMs)), lt(files.id, options.after.id)),
        );
  const take = options.limit + 1;
  const attachments: FileRow[] = seesTickets
    ? (
        await db
          .select({
            id: files.id,
            name: files.name,
            extension: files.extension,
            size: files.size,
            stamp: fileRelations.cStamp,
            ticketId: tickets.id,
            locationId: tickets.locationId,
          })
          .from(fileRelations)
          .innerJoin(files, eq(files.id, fileRelations.fileId))
          .innerJoin(tickets, eq(tickets.id, fileRelations.ticketId))
          .where(
            and(
              isNotNull(fileRelations.confirmedAt),
              everyStore ? undefined : inArray(tickets.locationId, mine),
              afterCondition(fileRelations.cStamp),
            ),
          )
          .orderBy(desc(fileRelations.cStamp), desc(files.id))
          .limit(take)
      ).map((row) => ({ ...row, source: "ticket" as const }))
    : [];
  const documents: FileRow[] = (
    await db
      .select({
        id: files.id,
        name: sharedDocuments.title,
        extension: files.extension,
        size: files.size,
        stamp: sharedDocuments.cStamp,
      })
      .from(sharedDocuments)
      .innerJoin(files, eq(files.id, sharedDocuments.fileId))
      .where(
        and(
          everyStore
            ? undefined
            : or(
                inArray(sharedDocuments.storeId, mine),
                eq(sharedDocuments.role, user.role),
                and(isNull(sharedDocuments.storeId), isNull(sharedDocuments.role)),
              ),
          afterCondition(sharedDocuments.cStamp),
        ),
      )
      .orderBy(desc(sharedDocuments.cStamp), desc(files.id))
      .limit(take)
  ).map((row) => ({ ...row, source: "document" as const, ticketId: null }));
  const merged = [...attachments, ...documents].sort(
    (a, b) => b.stamp.getTime() - a.stamp.getTime() || b.id - a.id,
  );
  const seen = new Set<number>();
  const unique = merged.filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined);
  const page = unique.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      extension: row.extension,
      size: row.size,
      source: row.source,
      ticket_id: row.ticketId,
      c_stamp: row.stamp.toISOString(),
      file_url: signedFileUrl(options.secret, row.id, options.now),
    })),
    next_cursor:
      unique.length > options.limit && last !== undefined
        ? encodeKeysetCursor({ stampMs: last.stamp.getTime(), id: last.id })
        : null,
  };
}
