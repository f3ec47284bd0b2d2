import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { TicketLinkPayload } from "../../../../core/tickets/ticket-wire";
import type { Database } from "../../../db/database";
import { files } from "../../../files/tables/files";
import { fileRelations, ticketTaskFiles } from "../../tables/file-relations";
import { ticketComm } from "../../tables/ticket-comm";
import { tickets } from "../../tables/tickets";
import { tasks as taskTable } from "../../../tasks/tables/tasks";
import { Forbidden, Invalid } from "../../../domain-errors";
import { visibleTicket, type TicketUser } from "./ticket-access";
import { confirmedRelationIds } from "./ticket-files";

const within = (given: readonly number[] | undefined, owned: readonly number[]): boolean =>
  given === undefined || given.every((id) => owned.includes(id));

/**
 * POST saveTicketFiles, the second call of a save: confirms the relations the save prepared,
 * attaching each to the first message (or the first of `comm_ids`) and to the tasks named, and
 * marks their files linked. An omitted list means all of the ticket's. Confirming what is
 * confirmed changes nothing, so the call may be repeated; it repairs a ticket whose second call was
 * lost. Only the author may call it (403); an id not of this ticket is 422.
 */
export async function confirmTicketFiles(
  db: Database,
  request: { readonly user: TicketUser; readonly payload: TicketLinkPayload; readonly now: Date },
): Promise<{ readonly ticket_id: number; readonly file_relation_ids: readonly number[] }> {
  const { user, payload, now } = request;
  const ticket = await visibleTicket(db, user, payload.ticket_id);
  if (ticket.createdBy !== user.id) throw new Forbidden("b2b_forbidden");
  await db.transaction(async (tx) => {
    const comms = await tx
      .select({ id: ticketComm.id })
      .from(ticketComm)
      .where(eq(ticketComm.ticketId, ticket.id))
      .orderBy(asc(ticketComm.id));
    const tasks = await tx
      .select({ id: taskTable.id })
      .from(taskTable)
      .where(eq(taskTable.ticketId, ticket.id));
    const relations = await tx
      .select({ id: fileRelations.id, fileId: fileRelations.fileId })
      .from(fileRelations)
      .where(eq(fileRelations.ticketId, ticket.id));
    if (
      !within(
        payload.comm_ids,
        comms.map((c) => c.id),
      ) ||
      !within(
        payload.task_ids,
        tasks.map((t) => t.id),
      ) ||
      !within(
        payload.file_relation_ids,
        relations.map((r) => r.id),
      )
    )
      throw new Invalid("b2b_invalid_input");
    const commId = payload.comm_ids?.[0] ?? comms[0]?.id ?? null;
    const namedIds: readonly number[] | undefined = payload.file_relation_ids;
    const named = relations.filter((r) => namedIds?.includes(r.id) ?? true);
    const taskIds = payload.task_ids ?? tasks.map((t) => t.id);
    if (named.length > 0) {
      const ids = named.map((r) => r.id);
      // Only unconfirmed relations change: a confirmed one keeps its message and stamp.
      await tx
        .update(fileRelations)
        .set({ commId, confirmedAt: now })
        .where(and(inArray(fileRelations.id, ids), isNull(fileRelations.confirmedAt)));
      await tx
        .update(files)
        .set({ status: "linked" })
        .where(
          inArray(
            files.id,
            named.map((r) => r.fileId),
          ),
        );
      const links = taskIds.flatMap((taskId) => ids.map((fileRelationId) => ({ taskId, fileRelationId })));
      if (links.length > 0) await tx.insert(ticketTaskFiles).values(links).onConflictDoNothing();
    }
    await tx
      .update(tickets)
      .set({ filesConfirmedAt: now })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.filesConfirmedAt)));
  });
  return { ticket_id: ticket.id, file_relation_ids: await confirmedRelationIds(db, ticket.id) };
}
