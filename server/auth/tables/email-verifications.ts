import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { registrations } from "./registrations";
import { users } from "../../db/schema/users";

/**
 * An e-mail verification link (`/portal/emailverify/<token>`), sent when a registration gives an
 * address. `verified_at` records that the address was proven; the row is linked to the user once the
 * registration is activated, so "is this user's e-mail verified" is a lookup here.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenDigest: text("token_digest").notNull().unique(),
    email: text().notNull(),
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [
    index("email_verifications_registration_idx").on(t.registrationId),
    index("email_verifications_user_idx").on(t.userId),
  ],
);
