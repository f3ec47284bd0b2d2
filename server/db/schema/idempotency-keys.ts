import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per user and Idempotency-Key: the SHA-256 of the route and canonical payload, and the
 * answer given. The row is written in the same transaction as what the request created, so a key
 * exists only for a request that took effect; its primary key makes a second request with the same
 * key wait for the first. Rows older than 24 hours count as free.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
