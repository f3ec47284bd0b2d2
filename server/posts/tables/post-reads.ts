import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";
import { posts } from "./posts";

/**
 * Who has opened a post (`posts_counter`: one row per reader, so a reader counts once) and who has
 * pressed "I have read this" on a post that needs it (`acknowledged_at`).
 */
export const postReads = pgTable(
  "post_reads",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_reads_user_idx").on(t.userId)],
);
