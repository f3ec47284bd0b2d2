import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/**
 * An uploaded file. The body lives in the file store under `storage_key` (a random name: the user's
 * name never reaches the disk); `name` is the sanitised original name, `mime` the allowed type of the
 * family its first bytes showed. A file is `pending` from its upload until a ticket's relation is
 * confirmed (or an area's record holds
 * it); pending files nobody confirmed are deleted after 24 hours.
 */
export const files = pgTable(
  "files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    storageKey: text("storage_key").notNull().unique(),
    size: integer().notNull(),
    mime: text().notNull(),
    extension: text().notNull(),
    status: text({ enum: ["pending", "linked"] })
      .notNull()
      .default("pending"),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("files_status_stamp_idx").on(t.status, t.cStamp), index("files_owner_idx").on(t.ownerId)],
);
