import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { files } from "../../files/tables/files";
import { tasks } from "../../tasks/tables/tasks";
import { ticketComm } from "./ticket-comm";
import { tickets } from "./tickets";

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
