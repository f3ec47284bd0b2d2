import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { stores } from "./stores";
import { users } from "./users";

/** Which stores a user works in (a franchisee owns several, a store manager runs one). */
export const userStores = pgTable(
  "user_stores",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);
