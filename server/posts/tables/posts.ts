import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";
import { postCategories } from "./post-categories";
import { searchIndex } from "../../services/search/search-index";

/**
 * Posts of the dashboard widget and the /posts screens (spec 3, "Post"). The schedule (from/to
 * stamps, archive days) is stored as given; `visible_from`/`visible_until` hold the same window as
 * core/posts/post-window.ts computes from it (written with the post), so the lists filter and page
 * by an index. `search_text` is core/search's normal form of title, subtitle and text (accents,
 * case and final sigma folded), searched with LIKE on PostgreSQL and PGlite alike.
 */
export const posts = pgTable(
  "posts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    subtitle: text(),
    /** Sanitised HTML (server/services/rich-text/sanitise-rich-text.ts). */
    description: text().notNull(),
    featured: boolean().notNull().default(false),
    fromStamp: timestamp("from_stamp", { withTimezone: true }),
    toStamp: timestamp("to_stamp", { withTimezone: true }),
    archiveInDays: integer("archive_in_days"),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
    stamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    headerImageId: integer("header_image_id"),
    headerImageExtension: text("header_image_extension"),
    categoryId: integer("category_id").references(() => postCategories.id, { onDelete: "set null" }),
    needsAck: boolean("needs_ack").notNull().default(false),
    /** The list's order after "featured": from_stamp, else c_stamp. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    visibleUntil: timestamp("visible_until", { withTimezone: true }),
    searchText: text("search_text").notNull().default(""),
    /** Roles the post is meant for; empty: every role. */
    targetRoles: text("target_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether post_stores limits it to some stores (false: every store). */
    targetsStores: boolean("targets_stores").notNull().default(false),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    searchIndex("posts", t.searchText),
    index("posts_c_stamp_idx").on(t.cStamp),
    // The keyset order of GET posts (featured first, newest, id), read backwards: ascending with
    // NULLS LAST backwards is exactly ORDER BY … DESC (NULLS FIRST), which "DESC NULLS LAST" is not.
    // Every list reads along it and stops after a page.
    index("posts_list_order_idx").on(t.featured, t.publishedAt, t.id),
  ],
);
