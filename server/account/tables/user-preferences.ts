import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/**
 * The user's own choices on /settings that other people's actions read: the language of the e-mails
 * the portal sends them (meeting invitations). The browser keeps its display language itself.
 */
export const userPreferences = pgTable("user_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  language: text({ enum: ["el", "en"] })
    .notNull()
    .default("el"),
});
