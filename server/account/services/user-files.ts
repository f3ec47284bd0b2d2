import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
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
import { FOLD_FROM, FOLD_TO } from "../../../core/search/search-fold";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import type { StoreViewer } from "../../services/stores/store-access";
import type { SearchHit } from "../../../core/search/search-wire";
import type { StemsMatch } from "../../services/search/search-match";

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

/** The caller as /files needs them: store scope and the record's role (a document shared with a role). */
interface FilesSession {
  readonly user: { readonly id: number; readonly allStores: boolean; readonly role: string };
  readonly permission: PermissionSession;
}

/**
 * Who sees what on /files, one rule for the list and the search: the ticket attachments only for
 * roles that see tickets, and only of the user's stores; the shared documents of the user's stores,
 * role or everyone; every-store grant: all of them. `undefined` attachments: none at all.
 */
function filesScope(db: Database, session: FilesSession) {
  const { user } = session;
  const everyStore = seesEveryStore(user);
  const mine = db.select({ id: userStores.storeId }).from(userStores).where(eq(userStores.userId, user.id));
  const seesTickets = areaAccess("tickets", session.permission, HEAD_OFFICE_COMPANY)._tag === "Allow";
  return {
    attachments: seesTickets
      ? and(isNotNull(fileRelations.confirmedAt), everyStore ? undefined : inArray(tickets.locationId, mine))
      : undefined,
    documents: everyStore
      ? undefined
      : or(
          inArray(sharedDocuments.storeId, mine),
          eq(sharedDocuments.role, user.role),
          and(isNull(sharedDocuments.storeId), isNull(sharedDocuments.role)),
        ),
    seesTickets,
  };
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
  const scope = filesScope(db, session);
  const afterCondition = (stamp: typeof fileRelations.cStamp | typeof sharedDocuments.cStamp) =>
    options.after === undefined
      ? undefined
      : or(
          lt(stamp, new Date(options.after.stampMs)),
          and(eq(stamp, new Date(options.after.stampMs)), lt(files.id, options.after.id)),
        );
  const take = options.limit + 1;
  const attachments: FileRow[] = scope.seesTickets
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
          .where(and(scope.attachments, afterCondition(fileRelations.cStamp)))
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
      .where(and(scope.documents, afterCondition(sharedDocuments.cStamp)))
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

/** A file's name folded as the search folds (core/search/search-fold.ts); the files table has no search column. */
const foldedFileName = sql<string>`translate(lower(${files.name}), ${FOLD_FROM}, ${FOLD_TO})`;

/**
 * The search over /files (files-search-source.ts): the same files as the list (filesScope), the
 * shared documents by title and the attachments by file name, each matching every stem, newest
 * first, at most `limit` of each kind, one hit per file. A hit opens /files; the store is named where
 * the file belongs to one.
 */
export async function searchUserFiles(
  db: Database,
  session: { readonly user: StoreViewer; readonly permission: PermissionSession },
  matches: StemsMatch,
  limit: number,
): Promise<SearchHit[]> {
  // The search's caller carries no role of the record: read it (the list has it from the session).
  const [record] = await db.select({ role: users.role }).from(users).where(eq(users.id, session.user.id));
  if (record === undefined) return [];
  const scope = filesScope(db, {
    user: { ...session.user, role: record.role },
    permission: session.permission,
  });
  const [documents, attachments] = await Promise.all([
    db
      .select({
        id: files.id,
        name: sharedDocuments.title,
        extension: files.extension,
        stamp: sharedDocuments.cStamp,
        store: stores.storeName,
      })
      .from(sharedDocuments)
      .innerJoin(files, eq(files.id, sharedDocuments.fileId))
      .leftJoin(stores, eq(stores.id, sharedDocuments.storeId))
      .where(and(scope.documents, matches(sharedDocuments.searchText)))
      .orderBy(desc(sharedDocuments.cStamp), desc(files.id))
      .limit(limit),
    scope.seesTickets
      ? db
          .select({
            id: files.id,
            name: files.name,
            extension: files.extension,
            stamp: fileRelations.cStamp,
            store: stores.storeName,
          })
          .from(fileRelations)
          .innerJoin(files, eq(files.id, fileRelations.fileId))
          .innerJoin(tickets, eq(tickets.id, fileRelations.ticketId))
          .innerJoin(stores, eq(stores.id, tickets.locationId))
          .where(and(scope.attachments, matches(foldedFileName)))
          .orderBy(desc(fileRelations.cStamp), desc(files.id))
          .limit(limit)
      : Promise.resolve([]),
  ]);
  const seen = new Set<number>();
  return [...documents, ...attachments]
    .sort((a, b) => b.stamp.getTime() - a.stamp.getTime() || b.id - a.id)
    .filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined)
    .slice(0, limit)
    .map((row) => ({
      source: "files",
      id: row.id,
      title: row.name,
      excerpt: `${row.extension.toUpperCase()} · ${row.stamp.toISOString().slice(0, 10)}`,
      path: "/files",
      ...(row.store === null ? {} : { store: row.store }),
    }));
}
