import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * News posts of the dashboard and the /posts screens (spec section 3, Post). The visibility window
 * (from/to stamps, archive days) is stored as given; core/rules decides what is active, so the
 * list answers every post and the browser applies the same rule the widget uses.
 */
export const posts = pgTable(
  "posts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    subtitle: text(),
    description: text().notNull(),
    featured: boolean().notNull().default(false),
    fromStamp: timestamp("from_stamp", { withTimezone: true }),
    toStamp: timestamp("to_stamp", { withTimezone: true }),
    archiveInDays: integer("archive_in_days"),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
    stamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    headerImageId: integer("header_image_id"),
    headerImageExtension: text("header_image_extension"),
  },
  // The list is read newest first.
  (t) => [index("posts_c_stamp_idx").on(t.cStamp)],
);
