import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/**
 * One login. Access tokens carry the session id and every authenticated request reads this row (one
 * indexed read), so logging out takes effect at once and the server keeps no memory state.
 * Refresh tokens are stored only as SHA-256 hashes: the current one here, every superseded one in
 * `spent_refresh_tokens` (so presenting an old one is recognised as reuse, docs/decisions.md).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshTokenHash: text("refresh_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the current refresh token was issued: the immediately previous one's grace starts here. */
    refreshRotatedAt: timestamp("refresh_rotated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session: refreshing never extends it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Set when user 1 acts as another user: the session this one was opened from. */
    actingAsMasterSessionId: text("acting_as_master_session_id").references((): AnyPgColumn => sessions.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
