import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { tickets } from "../../tickets/tables/tickets";
import { searchIndex } from "../../services/search/search-index";

/** Spec 3's projects: head office's programmes a store's tasks belong to (id, title, dates). */
export const projects = pgTable(
  "projects",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    startDate: date("start_date", { mode: "string" }),
    deadlineDate: date("deadline_date", { mode: "string" }),
    /** The title folded for the search (server/services/search/search-fold-sql.ts), kept by the database. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [searchIndex("projects", t.searchText)],
);

/**
 * A task of one store (spec 3): for the whole store (`assignee_id` null) or for one of its people.
 * `archived` is spec 3's 0/1; completing a task archives it and writes the completion log (who,
 * when). `contact_name` is the name the list shows, fixed when the task is made. A task a ticket's
 * save created names its ticket. `reminded_at`: when the day-before-deadline e-mail was queued.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    contactName: text("contact_name").notNull(),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ticketId: integer("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    deadlineDate: date("deadline_date", { mode: "string" }),
    archived: smallint().notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
    /** Title and description folded for the search (search-fold-sql.ts), kept by the database. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title", "description")),
  },
  (t) => [
    searchIndex("tasks", t.searchText),
    // Every view of the list is a keyset scan of this index (newest id first, open or done).
    index("tasks_location_archived_id_idx").on(t.locationId, t.archived, t.id.desc()),
    index("tasks_ticket_idx").on(t.ticketId),
    // The reminder sweep reads only open tasks with a deadline that were not reminded yet.
    index("tasks_reminder_idx")
      .on(t.deadlineDate)
      .where(sql`archived = 0 and reminded_at is null and deadline_date is not null`),
  ],
);
