import { and, asc, desc, eq, isNotNull, lt, type SQL } from "drizzle-orm";
import { TICKET_STATUS } from "../../../../core/constants/ticket-constants";
import type { TicketListQuery } from "../../../../core/tickets/ticket-list-query";
import { pageOfRows } from "../../../../core/lists/keyset-cursor";
import type { Database } from "../../../db/database";
import { files } from "../../../files/tables/files";
import { fileRelations } from "../../tables/file-relations";
import { ticketComm } from "../../tables/ticket-comm";
import { tickets } from "../../tables/tickets";
import { ticketCategories, ticketComplaintTypes, ticketContacts } from "../../tables/tickets-reference";
import { NotFound } from "../../../domain-errors";
import { signedFileUrl } from "../../../files/services/file-signature";
import { MAX_ID } from "../../../../core/schemas/ids";
import type { TicketRow } from "./ticket-access";

export type Language = "gr" | "en";

/** The list row's columns: the ticket with its pick-list titles in the request's language. */
function summaryColumns(language: Language) {
  return {
    id: tickets.id,
    title: tickets.title,
    category_id: tickets.categoryId,
    category: language === "gr" ? ticketCategories.titleGr : ticketCategories.titleEn,
    contact_id: tickets.contactId,
    contact: ticketContacts.name,
    complaint_type_id: tickets.complaintTypeId,
    complaint_type: language === "gr" ? ticketComplaintTypes.titleGr : ticketComplaintTypes.titleEn,
    last_status: tickets.lastStatus,
    priority: tickets.priority,
    c_stamp: tickets.cStamp,
    m_stamp: tickets.mStamp,
  };
}

export const summaryFrom = (db: Database, language: Language) =>
  db
    .select(summaryColumns(language))
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .innerJoin(ticketContacts, eq(ticketContacts.id, tickets.contactId))
    .leftJoin(ticketComplaintTypes, eq(ticketComplaintTypes.id, tickets.complaintTypeId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryFrom>["execute"]>>[number];

export const wireSummary = (row: SummaryRow) => ({
  ...row,
  c_stamp: row.c_stamp.toISOString(),
  m_stamp: row.m_stamp.toISOString(),
});

/**
 * One keyset page of a store's v2 tickets, newest first: `location_id = $1 [AND last_status = 3]
 * [AND id < cursor] ORDER BY id DESC LIMIT limit + 1`, read from the (location_id[, last_status],
 * id DESC) indexes, so the first page costs the same for 10 or 100,000 tickets. No total count.
 */
export async function listTicketsV2(
  db: Database,
  locationId: number,
  query: TicketListQuery,
  language: Language,
) {
  const conditions: SQL[] = [eq(tickets.locationId, locationId)];
  if (query.status === "resolved") conditions.push(eq(tickets.lastStatus, TICKET_STATUS.resolved));
  // A cursor beyond the id column's range continues after every id there is.
  if (query.beforeId !== null && query.beforeId <= MAX_ID) conditions.push(lt(tickets.id, query.beforeId));
  const rows = await summaryFrom(db, language)
    .where(and(...conditions))
    .orderBy(desc(tickets.id))
    .limit(query.limit + 1);
  return pageOfRows(rows.map(wireSummary), query.limit);
}

/**
 * The confirmed files of a ticket (or of one of its messages) with signed download URLs. Each also
 * carries its relation id (what POST deleteTicketFile names) and whether the viewer may remove it
 * (the uploader only, the rule deleteTicketFile enforces), so the browser offers removal only there.
 */
async function fileRelationsOf(
  db: Database,
  ticketId: number,
  options: { readonly secret: string; readonly now: Date; readonly viewerId: number },
  commId?: number,
) {
  const rows = await db
    .select({
      file_id: files.id,
      name: files.name,
      file_type: files.mime,
      file_relation_id: fileRelations.id,
      owner_id: files.ownerId,
    })
    .from(fileRelations)
    .innerJoin(files, eq(files.id, fileRelations.fileId))
    .where(
      and(
        eq(fileRelations.ticketId, ticketId),
        isNotNull(fileRelations.confirmedAt),
        ...(commId === undefined ? [] : [eq(fileRelations.commId, commId)]),
      ),
    )
    .orderBy(asc(fileRelations.id));
  return rows.map(({ owner_id, ...row }) => ({
    ...row,
    file_url: signedFileUrl(options.secret, row.file_id, options.now),
    can_delete: owner_id === options.viewerId,
  }));
}

/**
 * The full v2 ticket (TicketV2): the list row's fields, the store, the conversation oldest first
 * and the confirmed files. Relations a save prepared but no second call confirmed yet are left out:
 * the ticket and its message show at once, its files when they are confirmed.
 */
export async function ticketDetail(
  db: Database,
  ticket: TicketRow,
  options: {
    readonly language: Language;
    readonly secret: string;
    readonly now: Date;
    /** The user asking: decides each file's `can_delete`. */
    readonly viewerId: number;
  },
) {
  const [summary] = await summaryFrom(db, options.language).where(eq(tickets.id, ticket.id)).limit(1);
  if (summary === undefined) throw new NotFound("b2b_not_found");
  const comm = await db
    .select({
      id: ticketComm.id,
      from_contact_name: ticketComm.fromContactName,
      message: ticketComm.message,
      c_stamp: ticketComm.cStamp,
    })
    .from(ticketComm)
    .where(eq(ticketComm.ticketId, ticket.id))
    .orderBy(asc(ticketComm.id));
  return {
    ...wireSummary(summary),
    location_id: ticket.locationId,
    comm: comm.map((m) => ({ ...m, c_stamp: m.c_stamp.toISOString() })),
    files_relations: await fileRelationsOf(db, ticket.id, options),
  };
}

/** GET tickets/info/{ticket_id}/{comm_id}: one message of a ticket with the files attached to it. */
export async function ticketInfo(
  db: Database,
  ticket: TicketRow,
  commId: number,
  options: { readonly secret: string; readonly now: Date; readonly viewerId: number },
) {
  const [comm] = await db
    .select({
      id: ticketComm.id,
      from_contact_name: ticketComm.fromContactName,
      message: ticketComm.message,
      c_stamp: ticketComm.cStamp,
    })
    .from(ticketComm)
    .where(and(eq(ticketComm.id, commId), eq(ticketComm.ticketId, ticket.id)))
    .limit(1);
  if (comm === undefined) throw new NotFound("b2b_not_found");
  return {
    ticket_id: ticket.id,
    location_id: ticket.locationId,
    last_status: ticket.lastStatus,
    priority: ticket.priority,
    comm: { ...comm, c_stamp: comm.c_stamp.toISOString() },
    files_relations: await fileRelationsOf(db, ticket.id, options, comm.id),
  };
}
