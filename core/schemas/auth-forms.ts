import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "../constants/portal-constants";
import { makeDecoder, makeEncoder } from "./decode";
import { JobPositionId, StoreId } from "./ids";

/** Spec §3 gender codes: 1 male, 2 female, 3 other, 4 no answer. */
export const GENDERS = { male: 1, female: 2, other: 3, noAnswer: 4 } as const;
export const Gender = Schema.Literals([1, 2, 3, 4]);
export type Gender = typeof Gender.Type;

/** Spec §3/§9: the country codes offered (30, 40, 49, 357), 30 by default. */
export const CountryCode = Schema.Literals(COUNTRY_CODES);
export type CountryCode = typeof CountryCode.Type;

/** A country code that defaults to 30 when the key is absent. */
const CountryCodeDefault30 = CountryCode.pipe(
  Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_COUNTRY_CODE)),
);

/** Spec §3: the role chosen on the register form, spelled as on the wire; Staff by default. */
export const REGISTER_FORM_ROLES = ["Staff", "Trainee"] as const;
export const DEFAULT_REGISTER_FORM_ROLE = "Staff";
export const RegisterRole = Schema.Literals(REGISTER_FORM_ROLES);
export type RegisterRole = typeof RegisterRole.Type;

/** Login form: username is the mobile number. */
export const LoginForm = Schema.Struct({
  username: Schema.String,
  pass: Schema.String,
});
export type LoginForm = typeof LoginForm.Type;
export const decodeLoginForm = makeDecoder("LoginForm", LoginForm);
export const encodeLoginForm = makeEncoder("LoginForm", LoginForm);

/**
 * Register form body (POST auth/register). The schema checks shape only; the section-5 rules
 * (required names, Greek mobile format, 1..5 stores for Staff, ...) live in the validation rules,
 * which return message keys.
 */
export const RegisterForm = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  gender: Gender,
  country_code: CountryCodeDefault30,
  mobile: Schema.String,
  email: Schema.optionalKey(Schema.String),
  role: RegisterRole.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_REGISTER_FORM_ROLE))),
  // Staff only: a trainee sends no stores, so the list defaults to empty.
  store: Schema.Array(StoreId).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  // Staff only: absent or null for a trainee.
  job_position: Schema.optionalKey(Schema.NullOr(JobPositionId)),
});
export type RegisterForm = typeof RegisterForm.Type;
export const decodeRegisterForm = makeDecoder("RegisterForm", RegisterForm);
export const encodeRegisterForm = makeEncoder("RegisterForm", RegisterForm);

/** The 6-digit verification code (spec §5, §9). */
export const VerificationCode = Schema.String.check(
  Schema.isPattern(/^\d{6}$/, { message: "Expected exactly 6 digits" }),
);

/** POST auth/activate: completes a registration. */
export const CompleteRegistrationPayload = Schema.Struct({
  hash: Schema.String,
  code: VerificationCode,
  password: Schema.String,
  consent_email: Schema.Boolean,
  terms: Schema.Boolean,
});
export type CompleteRegistrationPayload = typeof CompleteRegistrationPayload.Type;
export const decodeCompleteRegistrationPayload = makeDecoder(
  "CompleteRegistrationPayload",
  CompleteRegistrationPayload,
);
export const encodeCompleteRegistrationPayload = makeEncoder(
  "CompleteRegistrationPayload",
  CompleteRegistrationPayload,
);

export const ForgotPasswordType = Schema.Literals(["phone", "email"]);
export type ForgotPasswordType = typeof ForgotPasswordType.Type;

/** POST v2/auth/forgot-password. `value` is the phone number or the email address. */
export const ForgotPasswordPayload = Schema.Struct({
  type: ForgotPasswordType,
  country_code: CountryCodeDefault30,
  value: Schema.String,
});
export type ForgotPasswordPayload = typeof ForgotPasswordPayload.Type;
export const decodeForgotPasswordPayload = makeDecoder("ForgotPasswordPayload", ForgotPasswordPayload);
export const encodeForgotPasswordPayload = makeEncoder("ForgotPasswordPayload", ForgotPasswordPayload);
