import { Temporal } from "temporal-polyfill";
import { isValidEmail } from "../validation/email";
import { readCalendarDate } from "../schemas/calendar-range";

/*
 * The profile fields a user edits on /settings and sends with POST updateUserExtraDetails (spec 3,
 * "User"; docs/decisions.md, "Profile settings"). The browser and the server run the same rule, so a
 * value the form accepts is one the server accepts.
 */

/** The clothing sizes offered (the uniform supplier's sizes); anything else is refused. */
export const CLOTHING_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "3XL"] as const;
export type ClothingSize = (typeof CLOTHING_SIZES)[number];

/** Youngest age at which a person can be on a store's staff (Greek labour law: 15). */
export const MIN_STAFF_AGE_YEARS = 15;
/** Phone numbers: digits only, as stored (the country code is its own field). */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** What POST updateUserExtraDetails carries: every field, empty ones as null. */
export interface ProfileDetails {
  readonly clothing_size: string | null;
  readonly health_certificate_begin_date: string | null;
  readonly health_certificate_end_date: string | null;
  readonly dob: string | null;
  readonly hiring_date: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly consent: boolean;
}

export type ProfileField = Exclude<keyof ProfileDetails, "consent">;

export type ProfileErrorKey =
  | "b2b_profile_clothing_size_invalid"
  | "b2b_profile_date_invalid"
  | "b2b_profile_health_end_before_begin"
  | "b2b_profile_dob_too_young"
  | "b2b_profile_hiring_before_dob"
  | "b2b_email_invalid"
  | "b2b_profile_phone_invalid";

export type ProfileErrors = { readonly [K in ProfileField]: readonly ProfileErrorKey[] };

/** An ISO calendar date (YYYY-MM-DD) that exists, or undefined. */
export function readIsoDate(value: string | null): Temporal.PlainDate | undefined {
  return readCalendarDate(value);
}

const isClothingSize = (value: string): value is ClothingSize =>
  (CLOTHING_SIZES as readonly string[]).includes(value);

/**
 * Every field's failed keys ([] when valid). `today` is the user's date (core never reads the clock).
 * Rules: dates are real ISO dates; the health certificate ends on or after it begins; the person is at
 * least 15 on `today`; the hiring date is not before the birth date; e-mail is optional but valid
 * when given; the phone is optional, 6 to 15 digits when given.
 */
export function validateProfileDetails(details: ProfileDetails, today: Temporal.PlainDate): ProfileErrors {
  const dateKeys = (value: string | null): ProfileErrorKey[] =>
    value !== null && readIsoDate(value) === undefined ? ["b2b_profile_date_invalid"] : [];
  const begin = readIsoDate(details.health_certificate_begin_date);
  const end = readIsoDate(details.health_certificate_end_date);
  const dob = readIsoDate(details.dob);
  const hiring = readIsoDate(details.hiring_date);
  const endKeys = dateKeys(details.health_certificate_end_date);
  if (begin !== undefined && end !== undefined && Temporal.PlainDate.compare(end, begin) < 0)
    endKeys.push("b2b_profile_health_end_before_begin");
  const dobKeys = dateKeys(details.dob);
  if (dob !== undefined && Temporal.PlainDate.compare(dob.add({ years: MIN_STAFF_AGE_YEARS }), today) > 0)
    dobKeys.push("b2b_profile_dob_too_young");
  const hiringKeys = dateKeys(details.hiring_date);
  if (dob !== undefined && hiring !== undefined && Temporal.PlainDate.compare(hiring, dob) < 0)
    hiringKeys.push("b2b_profile_hiring_before_dob");
  const phone = details.phone;
  return {
    clothing_size:
      details.clothing_size === null || isClothingSize(details.clothing_size)
        ? []
        : ["b2b_profile_clothing_size_invalid"],
    health_certificate_begin_date: dateKeys(details.health_certificate_begin_date),
    health_certificate_end_date: endKeys,
    dob: dobKeys,
    hiring_date: hiringKeys,
    email: details.email === null || isValidEmail(details.email) ? [] : ["b2b_email_invalid"],
    phone:
      phone === null || new RegExp(`^[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`, "u").test(phone)
        ? []
        : ["b2b_profile_phone_invalid"],
  };
}

/** Empty text fields count as "not given": the form sends "" and the rule reads null. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export function profileIsValid(errors: ProfileErrors): boolean {
  return Object.values(errors).every((keys) => keys.length === 0);
}

/** The profile form as typed: text fields ("" is not given) and the consent box. */
export type ProfileDraft = { readonly [K in ProfileField]: string } & { readonly consent: boolean };

/** What the form sends: trimmed text, empty fields null. */
export function profileDraftToDetails(draft: ProfileDraft): ProfileDetails {
  return {
    clothing_size: blankToNull(draft.clothing_size),
    health_certificate_begin_date: blankToNull(draft.health_certificate_begin_date),
    health_certificate_end_date: blankToNull(draft.health_certificate_end_date),
    dob: blankToNull(draft.dob),
    hiring_date: blankToNull(draft.hiring_date),
    email: blankToNull(draft.email),
    phone: blankToNull(draft.phone),
    consent: draft.consent,
  };
}

/** The form's errors for a draft (core's one rule, on what would be sent). */
export function validateProfileDraft(draft: ProfileDraft, today: Temporal.PlainDate): ProfileErrors {
  return validateProfileDetails(profileDraftToDetails(draft), today);
}

/** Whether the form may be sent, `today` as an ISO date (the machines hold no Temporal values). */
export function profileDraftIsValid(draft: ProfileDraft, today: string): boolean {
  return profileIsValid(validateProfileDraft(draft, Temporal.PlainDate.from(today)));
}

/**
 * What a saved profile answers (POST updateUserExtraDetails): saved, or saved with a new e-mail that
 * waits for the link sent to it (issue 29 item 1). Anything else reads as plainly saved.
 */
export type ProfileSavedKey = "b2b_profile_saved" | "b2b_profile_saved_email_pending";

export const profileSavedKey = (answer: unknown): ProfileSavedKey =>
  typeof answer === "object" &&
  answer !== null &&
  (answer as { message?: unknown }).message === "b2b_profile_saved_email_pending"
    ? "b2b_profile_saved_email_pending"
    : "b2b_profile_saved";
