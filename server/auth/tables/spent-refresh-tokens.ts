import { index, pgTable, text } from "drizzle-orm/pg-core";
import { sessions } from "./sessions";

/**
 * Hashes of refresh tokens that were rotated away, with their session. Presenting one again is reuse
 * (RFC 9700 §2.2.2): the token was stolen or copied, so the whole session is revoked. Rows go with
 * their session; those of sessions past their absolute expiry are swept now and then.
 */
export const spentRefreshTokens = pgTable(
  "spent_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
  },
  (t) => [index("spent_refresh_tokens_session_idx").on(t.sessionId)],
);
