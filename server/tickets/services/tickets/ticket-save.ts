import { and, eq } from "drizzle-orm";
import type { TicketSaveResult } from "../../../../core/tickets/ticket-v2";
import type { TicketLimits } from "../../../../core/tickets/ticket-limits";
import type { TicketSavePayload } from "../../../../core/tickets/ticket-wire";
import type { Database } from "../../../db/database";
import { ticketComm } from "../../tables/ticket-comm";
import { tickets } from "../../tables/tickets";
import { createFollowUpTasks } from "../../../tasks/services/create-follow-up-task";
import { ticketCategories, ticketComplaintTypes, ticketContacts } from "../../tables/tickets-reference";
import { Invalid } from "../../../domain-errors";
import {
  requestHash,
  runIdempotent,
  type IdempotentAnswer,
} from "../../../services/idempotency/run-idempotent";
import { contactNameOf, type TicketUser } from "./ticket-access";
import { relateUploads } from "./ticket-files";

/** Whether the category, contact and complaint type exist and fit together and the store. */
async function choicesFit(
  tx: Database,
  payload: TicketSavePayload,
): Promise<{ readonly followUpTasks: readonly string[]; readonly contactName: string } | null> {
  const [category] = await tx
    .select({ followUpTasks: ticketCategories.followUpTasks })
    .from(ticketCategories)
    .where(eq(ticketCategories.id, payload.category_id))
    .limit(1);
  const [contact] = await tx
    .select({ storeId: ticketContacts.storeId, name: ticketContacts.name })
    .from(ticketContacts)
    .where(eq(ticketContacts.id, payload.contact_id))
    .limit(1);
  const complaintFits =
    payload.complaint_type_id === null ||
    (
      await tx
        .select({ id: ticketComplaintTypes.id })
        .from(ticketComplaintTypes)
        .where(
          and(
            eq(ticketComplaintTypes.id, payload.complaint_type_id),
            eq(ticketComplaintTypes.categoryId, payload.category_id),
          ),
        )
        .limit(1)
    ).length > 0;
  const contactFits =
    contact !== undefined && (contact.storeId === null || contact.storeId === payload.location_id);
  return category !== undefined && contact !== undefined && contactFits && complaintFits
    ? { followUpTasks: category.followUpTasks, contactName: contact.name }
    : null;
}

/**
 * POST v2/tickets after the route checked the form (validateTicketDraft) and the store. In one
 * transaction: the idempotency key, the ticket (open, in the store), its first message, the
 * category's follow-up tasks, an unconfirmed relation per uploaded file. Anything refused rolls all
 * of it back, the key included.
 */
export async function saveTicket(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly key: string;
    readonly payload: TicketSavePayload;
    readonly limits: TicketLimits;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<TicketSaveResult>> {
  const { user, payload, now } = request;
  return db.transaction(async (tx) =>
    runIdempotent<TicketSaveResult>(
      tx,
      { userId: user.id, key: request.key, hash: requestHash("POST v2/tickets", payload), now },
      async () => {
        const choices = await choicesFit(tx, payload);
        if (choices === null) throw new Invalid("b2b_invalid_input");
        const [ticket] = await tx
          .insert(tickets)
          .values({
            locationId: payload.location_id,
            title: payload.title.trim(),
            categoryId: payload.category_id,
            contactId: payload.contact_id,
            complaintTypeId: payload.complaint_type_id,
            lastStatus: 1,
            priority: payload.priority,
            createdBy: user.id,
            cStamp: now,
            mStamp: now,
          })
          .returning({ id: tickets.id });
        if (ticket === undefined) throw new Error("ticket insert returned no row");
        const [comm] = await tx
          .insert(ticketComm)
          .values({
            ticketId: ticket.id,
            fromUserId: user.id,
            fromContactName: contactNameOf(user),
            message: payload.message.trim(),
            cStamp: now,
            mStamp: now,
          })
          .returning({ id: ticketComm.id });
        if (comm === undefined) throw new Error("comm insert returned no row");
        // The category's follow-up tasks are real tasks of the store (server/tasks), in charge of
        // the ticket's contact, linked to the ticket.
        const taskIds = await createFollowUpTasks(
          tx,
          choices.followUpTasks.map((title) => ({
            locationId: payload.location_id,
            title,
            contactName: choices.contactName,
            ticketId: ticket.id,
            createdBy: user.id,
          })),
          now,
        );
        const relationIds = await relateUploads(tx, {
          ticketId: ticket.id,
          ownerId: user.id,
          fileIds: payload.file_ids,
          commId: null,
          maxCount: request.limits.attachmentMaxCount,
          now,
        });
        const body = {
          ticket_id: ticket.id,
          task_ids: taskIds,
          comm_ids: [comm.id],
          file_relation_ids: relationIds,
        } as unknown as TicketSaveResult;
        return { status: 201, body };
      },
    ),
  );
}
