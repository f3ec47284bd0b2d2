import * as Schema from "effect/Schema";
import { APPROVAL_RIGHTS } from "../permissions/account-approval";
import { Gender } from "./auth-forms";
import { makeDecoder, makeEncoder } from "./decode";
import { AccountId, UserId } from "./ids";
import { PortalRole } from "./portal-role";
import { PlainDateFromString } from "./temporal";

/** Contact details of a user; any of them may be unknown (null). */
export const UserInformation = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  phone_country_code: Schema.NullOr(Schema.Int),
  mobile: Schema.NullOr(Schema.String),
  mobile_country_code: Schema.NullOr(Schema.Int),
  email: Schema.NullOr(Schema.String),
});
export type UserInformation = typeof UserInformation.Type;

// Display patterns in the moment/dayjs token style the UI formats with: only day, month and year
// tokens with / - . or space between them ("DD/MM/YYYY"), and hour/minute/second/am-pm tokens with
// : . or space ("HH:mm"). Anything else would render garbage, so it is rejected at the edge.
export const DatePattern = Schema.String.check(
  Schema.isPattern(/^(?:D{1,2}|M{1,4}|YYYY|YY|[/\-. ])+$/, {
    message: "Expected a date pattern such as DD/MM/YYYY",
  }),
);
export const TimePattern = Schema.String.check(
  Schema.isPattern(/^(?:H{1,2}|h{1,2}|mm|ss|A|a|[:. ])+$/, {
    message: "Expected a time pattern such as HH:mm",
  }),
);
export const StampFormat = Schema.Struct({ date: DatePattern, time: TimePattern });
export type StampFormat = typeof StampFormat.Type;

/** GET user/me. */
export const User = Schema.Struct({
  id: UserId,
  // 2 and 23 are the values seen; any integer is accepted and the permission table decides.
  type: Schema.Int,
  gender: Schema.NullOr(Gender),
  f_name: Schema.String,
  l_name: Schema.String,
  company: Schema.NullOr(Schema.String),
  // The avatar file's extension: the image is files/avatars/{id}.{avatar} under the host.
  avatar: Schema.NullOr(Schema.String),
  information: UserInformation,
  stamp_format: StampFormat,
  health_certificate_begin_date: Schema.NullOr(PlainDateFromString),
  health_certificate_end_date: Schema.NullOr(PlainDateFromString),
  dob: Schema.NullOr(PlainDateFromString),
  consent: Schema.Boolean,
  hiring_date: Schema.NullOr(PlainDateFromString),
  clothing_size: Schema.NullOr(Schema.String),
  account_id: Schema.NullOr(AccountId),
  /**
   * Which self-registered accounts this user may approve (core/permissions/account-approval.ts).
   * Ours; another host may leave it out, which reads as "none".
   */
  account_approval: Schema.optionalKey(Schema.Literals(APPROVAL_RIGHTS)),
  /** The explicit every-store grant (core/permissions/store-scope.ts): head office's ticket queue. Ours. */
  all_stores: Schema.optionalKey(Schema.Boolean),
  /**
   * The explicit right to administer (core/admin/administer-right.ts): the head-office console's
   * sidebar entry and /admin screens. Ours; another host may leave it out, which reads as false.
   */
  administers: Schema.optionalKey(Schema.Boolean),
  /**
   * The external portal's access flag (spec 2, Header; spec 3, Token data): the header shows the
   * portal button only when true. Ours; another host may leave it out, which reads as false.
   */
  external_portal: Schema.optionalKey(Schema.Boolean),
  portal_user_type: Schema.Int,
  portal_user_role: PortalRole,
});
export type User = typeof User.Type;
export const decodeUser = makeDecoder("User", User);
export const encodeUser = makeEncoder("User", User);
