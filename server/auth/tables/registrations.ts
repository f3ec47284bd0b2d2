import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { jobPositions } from "../../db/schema/job-positions";
import { users } from "../../db/schema/users";

/**
 * A self-registration waiting to be completed (POST auth/register). The user row is created only at
 * activation, once the person has proven the mobile with the SMS code, so an unproven mobile never
 * holds an account. The link token and the code are stored only as digests.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 of the single-use link token (`/portal/setpassword?m=<token>`). */
    tokenDigest: text("token_digest").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    gender: smallint().notNull(),
    countryCode: text("country_code").notNull(),
    mobile: text().notNull(),
    email: text(),
    isTrainee: boolean("is_trainee").notNull(),
    /** Chosen store ids (checked to exist at registration; re-checked at activation). */
    storeIds: jsonb("store_ids").$type<readonly number[]>().notNull(),
    jobPositionId: integer("job_position_id").references(() => jobPositions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set once: activation, or another registration of the same mobile being activated. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The administrator who invited the person (the console, issue 35): the user row exists from the
     * invitation (status `invited`, `user_id` set), and completing the link activates it instead of
     * making a pending account. Null for a self-registration.
     */
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** HMAC-SHA256 of the current SMS code; null when none was sent or it was burnt. */
    codeDigest: text("code_digest"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    /** Wrong tries of the current code; the code is burnt at the limit. */
    codeAttempts: integer("code_attempts").notNull().default(0),
    codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
    /** The language the form was filled in; the account keeps it for the messages it is sent. */
    language: text({ enum: ["gr", "en"] })
      .notNull()
      .default("gr"),
  },
  (t) => [index("registrations_mobile_idx").on(t.countryCode, t.mobile)],
);
