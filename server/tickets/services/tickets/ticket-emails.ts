import { and, asc, eq, isNull } from "drizzle-orm";
import { newTicketNoticeAddresses } from "../../../../core/tickets/ticket-notice-recipients";
import type { Database } from "../../../db/database";
import { stores } from "../../../db/schema/stores";
import { ticketComm } from "../../tables/ticket-comm";
import { tickets } from "../../tables/tickets";
import { ticketContacts } from "../../tables/tickets-reference";
import { DEFAULT_MESSAGE_LANGUAGE } from "../../../services/delivery/message-text";
import { queueNotice } from "../../../services/delivery/notice";
import { visibleTicket, type TicketUser } from "./ticket-access";
import { storeMembers } from "./ticket-notice-people";

/**
 * POST sendTicketEmailsAfterSave: the notice through the outbox, one message to each of the store's
 * members who may act on tickets (core/tickets/ticket-notice-recipients.ts: not a trainee, not an
 * account waiting for approval) and one to the chosen head-office contact. The ticket's `emails_sent_at` is claimed by a conditional
 * UPDATE in the same transaction as the outbox rows, so however often (or concurrently) the browser
 * asks, the notices are queued once. Answers whether this call queued them.
 */
export async function sendTicketEmails(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly ticketId: number;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<boolean> {
  const ticket = await visibleTicket(db, request.user, request.ticketId);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(tickets)
      .set({ emailsSentAt: request.now })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.emailsSentAt)))
      .returning({ id: tickets.id });
    if (claimed.length === 0) return false;
    const [store] = await tx
      .select({ title: stores.title })
      .from(stores)
      .where(eq(stores.id, ticket.locationId));
    const [contact] = await tx
      .select({ name: ticketContacts.name, email: ticketContacts.email })
      .from(ticketContacts)
      .where(eq(ticketContacts.id, ticket.contactId));
    const [first] = await tx
      .select({ message: ticketComm.message, from: ticketComm.fromContactName })
      .from(ticketComm)
      .where(eq(ticketComm.ticketId, ticket.id))
      .orderBy(asc(ticketComm.id))
      .limit(1);
    const members = await storeMembers(tx, ticket.locationId);
    const link = `${request.publicUrl}/portal/tickets/${ticket.id}`;
    const values = {
      id: ticket.id,
      title: ticket.title,
      store: store?.title ?? ticket.locationId,
      from: first?.from ?? "",
      to: contact?.name ?? "",
      message: first?.message ?? "",
      link,
    };
    // Each member in the language they use; the head-office contact (an address, not an account)
    // in the portal's default language.
    const languageOf = new Map(members.map((m) => [m.email?.toLowerCase(), m.language]));
    // One message per address, each naming only its own recipient: a member must not learn the
    // others' addresses from a shared To: header. The contact gets the same notice; an address that is
    // both a member's and the contact's (or two members') gets one copy.
    for (const email of newTicketNoticeAddresses(members, contact?.email))
      await queueNotice(tx, {
        to: { email, language: languageOf.get(email.toLowerCase()) ?? DEFAULT_MESSAGE_LANGUAGE },
        keys: { subject: "b2b_msg_ticket_new_subject", body: "b2b_msg_ticket_new_body" },
        values,
        links: [link],
        now: request.now,
      });
    return true;
  });
}
