import * as Schema from "effect/Schema";
import { Gender } from "../schemas/auth-forms";
import { makeDecoder } from "../schemas/decode";
import { StoreId, UserId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/**
 * GET staff/pending: a self-registered account waiting for approval, as the staff screen lists it.
 * One schema for the server's answer (and its OpenAPI document) and the browser's decoding.
 * `stores` are the chosen stores the caller may grant; `job_position` is the title in the request's
 * language; `gender` (null when the stored code is none of the spec's) lets the Greek notice say
 * "Ο" or "Η" (core/staff/approved-notice.ts).
 */
export const PendingAccount = Schema.Struct({
  id: UserId,
  f_name: Schema.String,
  l_name: Schema.String,
  mobile: Schema.String,
  mobile_country_code: Schema.Int,
  email: Schema.NullOr(Schema.String),
  gender: Schema.NullOr(Gender),
  is_trainee: Schema.Boolean,
  job_position: Schema.NullOr(Schema.String),
  stores: Schema.Array(Schema.Struct({ id: StoreId, title: Schema.String })),
  c_stamp: InstantFromString,
});
export type PendingAccount = typeof PendingAccount.Type;
export const PendingAccounts = Schema.Array(PendingAccount);
export const decodePendingAccounts = makeDecoder("PendingAccount[]", PendingAccounts);

/** POST staff/pending/{id}/approve and …/reject answer the decision with a message key. */
export const ApprovalDecision = Schema.Struct({
  status: Schema.Literal("success"),
  message: Schema.String,
});
export const decodeApprovalDecision = makeDecoder("ApprovalDecision", ApprovalDecision);
