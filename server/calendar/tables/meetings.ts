import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";

/**
 * A meeting head office schedules (spec 3, "Meeting": dateTime, description). `uid` is its iCalendar
 * UID, so an invitation imported twice stays one event in the invitee's calendar.
 */
export const meetings = pgTable(
  "meetings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    uid: text().notNull().unique(),
    dateTime: timestamp("date_time", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    description: text().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("meetings_date_time_idx").on(t.dateTime, t.id)],
);

/** The stores a meeting invites: everyone working in them. */
export const meetingStores = pgTable(
  "meeting_stores",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.storeId] }), index("meeting_stores_store_idx").on(t.storeId)],
);

/** The roles a meeting invites, whatever their store. */
export const meetingRoles = pgTable(
  "meeting_roles",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.role] }), index("meeting_roles_role_idx").on(t.role)],
);
