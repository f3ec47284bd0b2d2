import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ticketComm } from "./ticket-comm";
import { tickets } from "./tickets";
import { tasks } from "../../tasks/tables/tasks";
import { users } from "../../db/schema/users";

/**
 * An uploaded file. The body lives in the file store under `storage_key` (a random name: the user's
 * name never reaches the disk); `name` is the sanitised original name, `mime` the allowed type of the
 * family its first bytes showed. A file is `pending` from its upload until a ticket's relation is
 * confirmed; pending files nobody confirmed are deleted after 24 hours.
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

/**
 * A file attached to a v2 ticket. The save writes it unconfirmed (no `confirmed_at`, no message);
 * the second call (saveTicketFiles) attaches it to the first message and confirms it. Only confirmed
 * relations are shown and downloadable.
 */
export const fileRelations = pgTable(
  "file_relations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    commId: integer("comm_id").references(() => ticketComm.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("file_relations_ticket_file_idx").on(t.ticketId, t.fileId),
    index("file_relations_file_idx").on(t.fileId),
    index("file_relations_comm_idx").on(t.commId),
  ],
);

/** Which of a ticket's files the ticket's tasks carry (the second call's task_ids). */
export const ticketTaskFiles = pgTable(
  "ticket_task_files",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    fileRelationId: integer("file_relation_id")
      .notNull()
      .references(() => fileRelations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileRelationId] })],
);
