import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { companies } from "./companies";
import { jobPositions } from "./job-positions";
import { searchIndex } from "../../services/search/search-index";

/**
 * A portal user. `role` is one of the spec's six roles and `type` the numeric user type (2 or 23)
 * the user-type check reads. `password_hash` is null for accounts that sign in only through the
 * corporate identity provider (azureUser).
 */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    countryCode: text("country_code").notNull().default("30"),
    phone: text(),
    phoneCountryCode: text("phone_country_code"),
    passwordHash: text("password_hash"),
    fName: text("f_name").notNull(),
    lName: text("l_name").notNull(),
    gender: smallint().notNull(),
    email: text(),
    /**
     * Name and e-mail folded as the search folds them (core/search/search-fold.ts), kept by the
     * database: the search's people matched on it, not by folding every person as the query runs
     * (translate() over 10,000 people took about 235 ms on PostgreSQL; BENCHMARKS.md, bench:search).
     */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("f_name", "l_name", "email")),
    type: smallint().notNull(),
    role: text().notNull(),
    /**
     * The company the user belongs to. Null while a self-registered account waits for approval: a
     * company is given by the person who approves, never inferred (docs/decisions.md, "Approval").
     */
    companyId: integer("company_id").references(() => companies.id),
    jobPositionId: integer("job_position_id").references(() => jobPositions.id),
    /** File extension of the avatar under files/avatars/{id}.{avatar}; null when the user has none. */
    avatar: text(),
    stampFormatDate: text("stamp_format_date").notNull().default("DD/MM/YYYY"),
    stampFormatTime: text("stamp_format_time").notNull().default("HH:mm"),
    dob: date({ mode: "string" }),
    hiringDate: date("hiring_date", { mode: "string" }),
    clothingSize: text("clothing_size"),
    consent: boolean().notNull().default(false),
    healthCertBegin: date("health_cert_begin", { mode: "string" }),
    healthCertEnd: date("health_cert_end", { mode: "string" }),
    azureSubject: text("azure_subject").unique(),
    azureOid: text("azure_oid"),
    /** The spec's access flag: shows the external portal button and opens weg / wegPortalAuth. */
    externalPortalAccess: boolean("external_portal_access").notNull().default(false),
    /**
     * An explicit grant to see every store (head office). Set only by the seed or by head office,
     * never inferred from a company, a role or a store membership (core/permissions/store-scope.ts).
     */
    allStores: boolean("all_stores").notNull().default(false),
    /**
     * The right to administer (the head-office console, issue 35): explicit like `allStores` and
     * separate from it, never inferred from a company, a role or a store. Given by
     * `npm run admin -- create-head-office` or by another administrator, never by oneself.
     */
    administers: boolean().notNull().default(false),
    /**
     * `pending`: self-registered, waiting for approval; `rejected`: its approval was refused;
     * `invited`: made by an administrator, waiting for the person to set a password through the
     * registration link (no password hash until then).
     */
    status: text({ enum: ["active", "pending", "rejected", "disabled", "invited"] })
      .notNull()
      .default("active"),
    /**
     * The language the user last used or chose ("gr" or "en"): e-mails and SMS about them go out in
     * it (server/services/delivery/notice.ts). Greek, the portal's default, until they use another.
     */
    language: text({ enum: ["gr", "en"] })
      .notNull()
      .default("gr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The generation of the person's calendar feed links (issue 29 item 9): every link they were
     * given is signed with it, so "make a new link" (one more) stops all the older ones at once.
     */
    calendarFeedGeneration: integer("calendar_feed_generation").notNull().default(0),
  },
  (t) => [
    searchIndex("users", t.searchText),
    uniqueIndex("users_country_mobile_idx").on(t.countryCode, t.mobile),
    index("users_company_idx").on(t.companyId),
  ],
);
