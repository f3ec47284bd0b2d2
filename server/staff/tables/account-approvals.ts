import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";

/**
 * A self-registered account waiting for, or given, a decision (docs/decisions.md, "Approval"). The
 * account exists (status `pending`) but has no company and no store until someone entitled approves
 * it: a franchisee or store manager of one of the chosen stores, or head office. One row per account.
 */
export const accountApprovals = pgTable(
  "account_approvals",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stores the person chose on the register form, in their order (empty for a trainee). */
    requestedStoreIds: jsonb("requested_store_ids").$type<readonly number[]>().notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decision: text({ enum: ["approved", "rejected"] }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("account_approvals_open_idx")
      .on(t.requestedAt)
      .where(sql`decision is null`),
  ],
);
