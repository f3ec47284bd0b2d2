import { and, eq, ne } from "drizzle-orm";
import type { TicketStatus } from "../../../../core/tickets/ticket-v2";
import type { TicketLimits } from "../../../../core/tickets/ticket-limits";
import type { Database } from "../../../db/database";
import { files } from "../../../files/tables/files";
import { fileRelations } from "../../tables/file-relations";
import { ticketComm } from "../../tables/ticket-comm";
import { tickets } from "../../tables/tickets";
import { Forbidden, Invalid } from "../../../domain-errors";
import type { FileStore } from "../../../files/services/file-store";
import {
  requestHash,
  runIdempotent,
  type IdempotentAnswer,
} from "../../../services/idempotency/run-idempotent";
import { contactNameOf, visibleTicket, type TicketUser } from "./ticket-access";
import { relateUploads } from "./ticket-files";
import { tellReporter } from "./ticket-reporter-notices";

async function addMessage(tx: Database, ticketId: number, user: TicketUser, message: string, now: Date) {
  const [comm] = await tx
    .insert(ticketComm)
    .values({
      ticketId,
      fromUserId: user.id,
      fromContactName: contactNameOf(user),
      message: message.trim(),
      cStamp: now,
      mStamp: now,
    })
    .returning({ id: ticketComm.id });
  if (comm === undefined) throw new Error("comm insert returned no row");
  // The ticket's m_stamp moves with every message (and status change).
  await tx.update(tickets).set({ mStamp: now }).where(eq(tickets.id, ticketId));
  return comm.id;
}

export interface ReplyAnswer {
  readonly comm_id: number;
  readonly file_relation_ids: readonly number[];
}

/**
 * POST v2/tickets/thread: a message on a ticket the user may see (anyone who sees it may write),
 * with files uploaded before it, under an Idempotency-Key. A reply does not reopen a resolved
 * ticket. The route checked the text (validateReplyMessage). The reporter is told (once: a replay
 * of the key queues nothing).
 */
export async function replyToTicket(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly key: string;
    readonly payload: {
      readonly ticket_id: number;
      readonly message: string;
      readonly file_ids?: readonly number[];
    };
    readonly limits: TicketLimits;
    /** Where the portal is reached, for the reporter notice's link. */
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<ReplyAnswer>> {
  const { user, payload, now } = request;
  const ticket = await visibleTicket(db, user, payload.ticket_id);
  return db.transaction(async (tx) =>
    runIdempotent<ReplyAnswer>(
      tx,
      { userId: user.id, key: request.key, hash: requestHash("POST v2/tickets/thread", payload), now },
      async () => {
        const commId = await addMessage(tx, ticket.id, user, payload.message, now);
        const relationIds = await relateUploads(tx, {
          ticketId: ticket.id,
          ownerId: user.id,
          fileIds: payload.file_ids ?? [],
          commId,
          maxCount: request.limits.attachmentMaxCount,
          now,
        });
        await tellReporter(tx, {
          ticket,
          form: "v2",
          actor: user,
          news: { kind: "reply", message: payload.message },
          publicUrl: request.publicUrl,
          now,
        });
        return { status: 201, body: { comm_id: commId, file_relation_ids: relationIds } };
      },
    ),
  );
}

/**
 * POST v2/tickets/thread/update: sets the status (anyone who may see the ticket may). A resolution
 * text becomes a message. Setting the status the ticket already has changes nothing (and tells
 * nobody); a change is told to the reporter.
 */
export async function updateTicketStatus(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly ticketId: number;
    readonly lastStatus: TicketStatus;
    readonly resolution: string | undefined;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<{ readonly ticket_id: number; readonly last_status: number; readonly comm_id: number | null }> {
  const { user, now } = request;
  const ticket = await visibleTicket(db, user, request.ticketId);
  if (ticket.lastStatus === request.lastStatus)
    return { ticket_id: ticket.id, last_status: ticket.lastStatus, comm_id: null };
  const commId = await db.transaction(async (tx) => {
    // Conditional, so two requests racing to the same status change it (and tell the reporter) once.
    const changed = await tx
      .update(tickets)
      .set({ lastStatus: request.lastStatus, mStamp: now })
      .where(and(eq(tickets.id, ticket.id), ne(tickets.lastStatus, request.lastStatus)))
      .returning({ id: tickets.id });
    if (changed.length === 0) return null;
    const note = request.resolution?.trim() ?? "";
    const noteId = note === "" ? null : await addMessage(tx, ticket.id, user, note, now);
    await tellReporter(tx, {
      ticket,
      form: "v2",
      actor: user,
      news: { kind: "status", lastStatus: request.lastStatus, resolution: note },
      publicUrl: request.publicUrl,
      now,
    });
    return noteId;
  });
  return { ticket_id: ticket.id, last_status: request.lastStatus, comm_id: commId };
}

/**
 * POST v2/files/save: files uploaded after a message, attached to it. A file already attached to
 * this ticket keeps its relation (a repeated call is harmless).
 */
export async function attachFilesToMessage(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly payload: {
      readonly ticket_id: number;
      readonly comm_id: number;
      readonly file_ids: readonly number[];
    };
    readonly limits: TicketLimits;
    readonly now: Date;
  },
): Promise<{ readonly file_relation_ids: readonly number[] }> {
  const { user, payload, now } = request;
  const ticket = await visibleTicket(db, user, payload.ticket_id);
  return db.transaction(async (tx) => {
    const [comm] = await tx
      .select({ id: ticketComm.id })
      .from(ticketComm)
      .where(and(eq(ticketComm.id, payload.comm_id), eq(ticketComm.ticketId, ticket.id)))
      .limit(1);
    if (comm === undefined) throw new Invalid("b2b_invalid_input");
    const existing = await tx
      .select({ id: fileRelations.id, fileId: fileRelations.fileId })
      .from(fileRelations)
      .where(eq(fileRelations.ticketId, ticket.id));
    const fresh = payload.file_ids.filter((id) => !existing.some((r) => r.fileId === id));
    const created = await relateUploads(tx, {
      ticketId: ticket.id,
      ownerId: user.id,
      fileIds: fresh,
      commId: comm.id,
      maxCount: request.limits.attachmentMaxCount,
      now,
    });
    const ids = [...new Set(payload.file_ids)].map(
      (fileId) => existing.find((r) => r.fileId === fileId)?.id ?? created[fresh.indexOf(fileId)] ?? 0,
    );
    return { file_relation_ids: ids };
  });
}

/**
 * POST deleteTicketFile: removes a file from a ticket; only its uploader may (403). Already gone is
 * success. The file row and body go too, as no other ticket can hold the same upload.
 */
export async function deleteTicketFile(
  db: Database,
  store: FileStore,
  request: { readonly user: TicketUser; readonly ticketId: number; readonly fileRelationId: number },
): Promise<void> {
  const ticket = await visibleTicket(db, request.user, request.ticketId);
  const storageKey = await db.transaction(async (tx) => {
    const [relation] = await tx
      .select({
        id: fileRelations.id,
        fileId: files.id,
        ownerId: files.ownerId,
        storageKey: files.storageKey,
      })
      .from(fileRelations)
      .innerJoin(files, eq(files.id, fileRelations.fileId))
      .where(and(eq(fileRelations.id, request.fileRelationId), eq(fileRelations.ticketId, ticket.id)))
      .limit(1);
    if (relation === undefined) return null;
    if (relation.ownerId !== request.user.id) throw new Forbidden("b2b_forbidden");
    await tx.delete(files).where(eq(files.id, relation.fileId));
    return relation.storageKey;
  });
  // The body goes after the rows are gone: a failure here leaves an unreferenced body, never a row
  // pointing at nothing.
  if (storageKey !== null) await store.remove(storageKey);
}
