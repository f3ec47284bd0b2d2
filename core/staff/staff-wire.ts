import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, UserId } from "../schemas/ids";

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
