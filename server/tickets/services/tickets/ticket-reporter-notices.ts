import { greekArticle } from "../../../../core/i18n/greek-article";
import { reporterNoticeAddress } from "../../../../core/tickets/ticket-notice-recipients";
import { ticketStatusLabelKey } from "../../../../core/tickets/ticket-labels";
import { ticketMessages } from "../../../../core/tickets/tickets-catalogue";
import type { Database } from "../../../db/database";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { queueNotice } from "../../../services/delivery/notice";
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
 * notice (ticket-emails.ts): catalogue texts in the reporter's language, linking to the ticket.
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
  const reporter = await noticeCandidate(tx, ticket.createdBy);
  const email = reporterNoticeAddress(reporter, actor.id);
  if (email === null || reporter === undefined) return;
  const list = request.form === "v2" ? "tickets" : "tickets_old";
  const link = `${request.publicUrl}/portal/${list}/${ticket.id}`;
  const common = {
    id: ticket.id,
    title: ticket.title,
    by: contactNameOf(actor),
    by_article: greekArticle(actor.gender),
    link,
  };
  await queueNotice(tx, {
    to: { email, language: reporter.language },
    ...(news.kind === "reply"
      ? {
          keys: { subject: "b2b_msg_ticket_reply_subject", body: "b2b_msg_ticket_reply_body" },
          values: { ...common, message: news.message.trim() },
        }
      : {
          keys: { subject: "b2b_msg_ticket_status_subject", body: "b2b_msg_ticket_status_body" },
          // The status in the reporter's language.
          values: (language: MessageLanguage) => ({
            ...common,
            status: ticketMessages[ticketStatusLabelKey(news.lastStatus)][language],
            resolution: news.resolution.trim(),
          }),
        }),
    links: [link],
    now: request.now,
  });
}
