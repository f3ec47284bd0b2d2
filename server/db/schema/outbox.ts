import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail and SMS the server sends is written here first; in demo mode this is the only
 * delivery and `GET dev/outbox` shows it, so flows with codes and links can be followed without
 * a mail server.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    links: jsonb().$type<readonly string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);
