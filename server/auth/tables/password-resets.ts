import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/** A single-use, expiring reset link (`/portal/resetpassword/<token>`); only the token's digest is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenDigest: text("token_digest").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);
