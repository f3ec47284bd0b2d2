import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/**
 * Who may write FAQ entries and pages: an explicit grant per person (docs/decisions.md, "Information
 * authoring"), never inferred from a role, a company or the every-store grant. The demo seed grants
 * head office's accounts; production grants none until someone is given it.
 */
export const informationEditors = pgTable("information_editors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
});
