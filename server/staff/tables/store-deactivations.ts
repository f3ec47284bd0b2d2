import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";

/**
 * A store a franchisee or store manager deactivated someone from (issue #29 item 10: a manager's
 * deactivation removes the person from that manager's stores only). The membership row
 * (user_stores) is gone, so every store read refuses the person at once; this row keeps the store's
 * staff list truthful (the person is listed there as deactivated) and says who did it and when, for
 * head office's reactivation later. One row per person and store; the latest deactivation wins.
 */
export const storeDeactivations = pgTable(
  "store_deactivations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    deactivatedBy: integer("deactivated_by").references(() => users.id, { onDelete: "set null" }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] })],
);
