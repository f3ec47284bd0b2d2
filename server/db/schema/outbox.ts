import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A file attached to an e-mail: its name, MIME type and text body. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/**
 * Every e-mail and SMS the server sends is written here first; in demo mode this is the only
 * delivery and `GET dev/outbox` shows it, so flows with codes and links can be followed without
 * a mail server. With SMTP_URL / SMS_GATEWAY_URL the delivery dispatcher
 * (server/services/delivery) sends pending rows and records the outcome, so a failed send is
 * retried rather than lost and no HTTP request waits on a mail server.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    recipient: text().notNull(),
    /**
     * The user the recipient address belonged to when the message was written (issue 29 item 1): the
     * communication log reads by this, never by an address someone could later claim. Null for
     * addresses that are no active user's (ticket contacts, applicants, an old address).
     */
    recipientUserId: integer("recipient_user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text(),
    body: text().notNull(),
    links: jsonb().$type<readonly string[]>().notNull().default([]),
    /** Files sent with an e-mail (a meeting's .ics invitation); text bodies only. */
    attachments: jsonb().$type<readonly OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending until delivered (sent) or given up after the last retry (failed). */
    status: text({ enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    /** Earliest next try: the retry backoff, or the lease of a dispatcher that is sending it now. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt),
    index("outbox_recipient_user_idx").on(t.recipientUserId, t.createdAt, t.id),
    index("outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
