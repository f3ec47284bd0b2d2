import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, UserId } from "../schemas/ids";
import { FranchiseStore } from "../schemas/store";

/**
 * GET staff by location (spec 3, "Employee: f_name, l_name, phone, mobile"), with the contact
 * details the staff screen shows and whether the caller may deactivate the person.
 */
export const StaffMember = Schema.Struct({
  id: UserId,
  f_name: Schema.String,
  l_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  mobile: Schema.String,
  email: Schema.NullOr(Schema.String),
  job_position: Schema.NullOr(Schema.String),
  status: Schema.Literals(["active", "disabled"]),
  can_deactivate: Schema.Boolean,
});
export type StaffMember = typeof StaffMember.Type;

export const StaffPage = Schema.Struct({
  items: Schema.Array(StaffMember),
  next_cursor: Schema.NullOr(Schema.String),
});
export type StaffPage = typeof StaffPage.Type;
export const decodeStaffPage = makeDecoder("StaffPage", StaffPage);

/**
 * POST disableUserAccess/{user_id}: the message key of the outcome, and what it did: `stores` (taken
 * out of the caller's stores in `store_ids`; the account and other stores stay) or `account` (head
 * office disabled the whole account; `store_ids` empty).
 */
export const DeactivationResult = Schema.Struct({
  status: Schema.Literal("success"),
  message: Schema.String,
  scope: Schema.Literals(["stores", "account"]),
  store_ids: Schema.Array(Id),
});
export const decodeDeactivationResult = makeDecoder("DeactivationResult", DeactivationResult);

/** A person of the caller's stores in GET users/franchise-stores: who they are and which of those stores. */
export const StoreColleague = Schema.Struct({
  id: UserId,
  f_name: Schema.String,
  l_name: Schema.String,
  store_ids: Schema.Array(Id),
});
export type StoreColleague = typeof StoreColleague.Type;

/**
 * GET users/franchise-stores (spec 7, "GET users and franchise stores"; spec 6: the franchisee alone
 * loads the employee list and the franchise stores): the caller's stores and the active people who
 * work in them, by id, keyset-paged like the staff list (the stores come with every page).
 */
export const UsersAndFranchiseStores = Schema.Struct({
  franchiseStores: Schema.Array(FranchiseStore),
  users: Schema.Array(StoreColleague),
  next_cursor: Schema.NullOr(Schema.String),
});
export type UsersAndFranchiseStores = typeof UsersAndFranchiseStores.Type;
export const decodeUsersAndFranchiseStores = makeDecoder("UsersAndFranchiseStores", UsersAndFranchiseStores);
