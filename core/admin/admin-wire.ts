import * as Schema from "effect/Schema";
import { Id } from "../schemas/ids";
import { makeDecoder } from "../schemas/decode";
import { keysetPage } from "../schemas/keyset-page";

/**
 * The head-office console's wire (issue 35): what `admin/…` answers and takes. A form's body is
 * any JSON object (`AdminFormBody`): its fields are judged by core/admin's form rules, which answer
 * 422 with the failed keys per field, as the ticket and task forms do.
 */

/** One store as the console shows it, open or closed. */
export const AdminStore = Schema.Struct({
  id: Id,
  title: Schema.String,
  store_name: Schema.String,
  city: Schema.String,
  warehouse_id: Id,
  address: Schema.NullOr(Schema.String),
  postcode: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  company_id: Schema.NullOr(Id),
  company_name: Schema.NullOr(Schema.String),
  opened_on: Schema.NullOr(Schema.String),
  /** ISO instant when the store was closed; null while open. */
  closed_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: "AdminStore" });
export type AdminStore = typeof AdminStore.Type;

export const AdminStorePage = keysetPage(AdminStore, "AdminStorePage");

/** Which stores the list shows. */
export const ADMIN_STORE_STATES = ["open", "closed", "all"] as const;
export type AdminStoreState = (typeof ADMIN_STORE_STATES)[number];

export const AdminStoreListParams = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  /** Words of the title, short name or city. */
  q: Schema.optional(Schema.String),
  state: Schema.optional(Schema.Literals(ADMIN_STORE_STATES)),
});

/** A console form as typed and as sent: every field as text (core's form rules read it loosely). */
export type AdminFormValues = Readonly<Record<string, string>>;

export const AdminFormBody = Schema.Record(Schema.String, Schema.Unknown).annotate({
  identifier: "AdminFormBody",
});

/** A franchise company with the spec's company details and how many open stores it runs. */
export const AdminCompany = Schema.Struct({
  id: Id,
  name: Schema.String,
  url: Schema.NullOr(Schema.String),
  twitter: Schema.NullOr(Schema.String),
  facebook: Schema.NullOr(Schema.String),
  open_stores: Schema.Int,
}).annotate({ identifier: "AdminCompany" });
export type AdminCompany = typeof AdminCompany.Type;

export const AdminCompanyPage = keysetPage(AdminCompany, "AdminCompanyPage");

export const AdminCompanyListParams = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  /** Words of the company's name. */
  q: Schema.optional(Schema.String),
});

/**
 * An account's states: `invited` was made in the console and waits for the person to set a password
 * through the registration link (issue 35); the rest as the approval flow has them.
 */
export const ADMIN_USER_STATES = ["active", "invited", "pending", "rejected", "disabled"] as const;

/** A person as the console lists them: who, their role, status, company and stores, and their two grants. */
export const AdminUser = Schema.Struct({
  id: Id,
  first_name: Schema.String,
  last_name: Schema.String,
  mobile: Schema.String,
  country_code: Schema.String,
  email: Schema.NullOr(Schema.String),
  role: Schema.String,
  status: Schema.Literals(ADMIN_USER_STATES),
  company_id: Schema.NullOr(Id),
  company_name: Schema.NullOr(Schema.String),
  store_ids: Schema.Array(Id),
  all_stores: Schema.Boolean,
  administers: Schema.Boolean,
  job_position_id: Schema.NullOr(Id),
}).annotate({ identifier: "AdminUser" });
export type AdminUser = typeof AdminUser.Type;

export const AdminUserPage = keysetPage(AdminUser, "AdminUserPage");

export const AdminUserListParams = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  /** Words of the name, mobile or e-mail. */
  q: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(ADMIN_USER_STATES)),
});

/** The two explicit grants, as they should be after the change. */
export const AdminRightsBody = Schema.Struct({
  all_stores: Schema.Boolean,
  administers: Schema.Boolean,
}).annotate({
  identifier: "AdminRightsBody",
});

export const decodeAdminStore = makeDecoder("AdminStore", AdminStore);
export const decodeAdminStorePage = makeDecoder("AdminStorePage", AdminStorePage);
export const decodeAdminCompany = makeDecoder("AdminCompany", AdminCompany);
export const decodeAdminCompanyPage = makeDecoder("AdminCompanyPage", AdminCompanyPage);
export const decodeAdminUser = makeDecoder("AdminUser", AdminUser);
export const decodeAdminUserPage = makeDecoder("AdminUserPage", AdminUserPage);
