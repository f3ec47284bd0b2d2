import { reporterNoticeAddress } from "../../../../core/tickets/ticket-notice-recipients";
import { ticketStatusLabelKey } from "../../../../core/tickets/ticket-labels";
import { ticketMessages } from "../../../../core/tickets/tickets-catalogue";
import type { Database } from "../../../db/database";
import { queueMessage } from "../../../services/outbox/queue-message";
import { contactNameOf, type TicketUser } from "./ticket-access";
import { noticeCandidate } from "./ticket-notice-people";

/** What happened to the ticket, for the reporter's notice. */
export type ReporterNews =
  | { readonly kind: "reply"; readonly message: string }
  | { readonly kind: "status"; readonly lastStatus: number; readonly resolution: string };

/**
 * Tells the ticket's reporter of a reply or a status change someone else made (issue 20, item 4),
 * through the outbox in the same transaction as the change, so a repeated request (an
 * Idempotency-Key replay, the same status again) tells nobody twice. Built like the new-ticket
 * notice (ticket-emails.ts): one message in Greek and English, linking to the ticket.
 */
export async function tellReporter(
  tx: Database,
  request: {
    /** Either form's ticket; `form` picks the link (/tickets/{id} or /tickets_old/{id}). */
    readonly ticket: { readonly id: number; readonly title: string; readonly createdBy: number | null };
    readonly form: "v2" | "old";
    readonly actor: TicketUser;
    readonly news: ReporterNews;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<void> {
  const { ticket, actor, news } = request;
  // An older-form ticket whose reporter's account was removed has none (created_by set null).
  if (ticket.createdBy === null) return;
  const recipient = reporterNoticeAddress(await noticeCandidate(tx, ticket.createdBy), actor.id);
  if (recipient === null) return;
  const list = request.form === "v2" ? "tickets" : "tickets_old";
  const link = `${request.publicUrl}/portal/${list}/${ticket.id}`;
  const by = contactNameOf(actor);
  let subject: string;
  let lines: string[];
  if (news.kind === "reply") {
    subject = `Νέα απάντηση στο αίτημα #${ticket.id} / New reply on ticket #${ticket.id}: ${ticket.title}`;
    lines = [`Από / From: ${by}`, "", news.message.trim()];
  } else {
    const status = ticketMessages[ticketStatusLabelKey(news.lastStatus)];
    subject = `Το αίτημα #${ticket.id}: ${status.gr} / Ticket #${ticket.id}: ${status.en}: ${ticket.title}`;
    lines = [
      `Κατάσταση / Status: ${status.gr} / ${status.en}`,
      `Από / By: ${by}`,
      ...(news.resolution.trim() === "" ? [] : ["", news.resolution.trim()]),
    ];
  }
  const body = [...lines, "", link].join("\n");
  await queueMessage(tx, { channel: "email", recipient, subject, body, links: [link], now: request.now });
}
