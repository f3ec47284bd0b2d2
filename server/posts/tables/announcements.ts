import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { posts } from "./posts";

/**
 * Announcements (spec 3: type, alert_type; the browser keeps type 6 with alert_type 2 as the
 * dashboard's alerts). One tied to a post reaches the post's audience; one without reaches everyone.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: smallint().notNull(),
    alertType: smallint("alert_type").notNull(),
    title: text().notNull(),
    message: text().notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("announcements_c_stamp_idx").on(t.cStamp)],
);

/** Banners (spec 7, GET banners): a strip over the dashboard while its window is open. */
export const banners = pgTable("banners", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  message: text().notNull(),
  postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
  fromStamp: timestamp("from_stamp", { withTimezone: true }).notNull(),
  toStamp: timestamp("to_stamp", { withTimezone: true }),
});
