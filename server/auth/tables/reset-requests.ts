import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A forgot-password request waiting to be resolved. The request handler only writes this row, the
 * same single insert whether or not an account matches, so neither its answer nor its timing tells
 * who has an account; the background worker (server/auth/services/password-reset/reset-requests.ts)
 * looks the account up, makes the link and queues the message, deleting the row in the same
 * transaction. Rows live seconds, so the address or mobile asked for is not kept.
 */
export const resetRequests = pgTable("reset_requests", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** How the link goes out: sms to a mobile, email to an address. */
  channel: text({ enum: ["sms", "email"] }).notNull(),
  /** The mobile's country code (sms only). */
  countryCode: text("country_code"),
  /** The national mobile number (sms) or the e-mail address (email), as asked for. */
  target: text().notNull(),
  /** The language of the request, for the message's text. */
  language: text({ enum: ["gr", "en"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
