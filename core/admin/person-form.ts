import type { Role } from "../permissions/role";
import { validateCountryCode } from "../validation/country-codes";
import { noErrors, type FieldErrors } from "../validation/field-errors";
import { readField, readText } from "../validation/loose-input";
import { validateMobile } from "../validation/mobile";
import { validateName, validateOptionalEmail } from "../validation/register-form";
import type { ValidationKey } from "../validation/validation-key";
import { readWholeId } from "./store-form";

/**
 * The console's people forms (issue 35): inviting a person, and changing a person's role, stores,
 * company and job position (their "assignment"). Every field is answered; the server judges the
 * same body with the same rule, then checks the ids exist (and the stores are open).
 */

/** The roles an administrator may give. azureUser comes only through the corporate sign-in, and
 * head office (greg-user) is made by command or granted in the database, never by a form. */
export const INVITABLE_ROLES = [
  "franchisee",
  "store_manager",
  "user",
  "trainee",
] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The user type each role is given (spec 6's user-type check: a franchisee is 23, the rest 2). */
export const USER_TYPE_OF_ROLE: Readonly<Record<InvitableRole, number>> = {
  franchisee: 23,
  store_manager: 2,
  user: 2,
  trainee: 2,
};

/** The languages the person's messages may be written in. */
export const MESSAGE_LANGUAGES = ["gr", "en"] as const;
export type PersonLanguage = (typeof MESSAGE_LANGUAGES)[number];

export type AssignmentField = "role" | "store_ids" | "company_id" | "job_position_id";
export type InviteField =
  "first_name" | "last_name" | "country_code" | "mobile" | "email" | "language" | AssignmentField;

/** A person's place in the network once valid. */
export interface Assignment {
  readonly role: InvitableRole;
  readonly type: number;
  /** Distinct, in the order chosen; none for a trainee, whose stores are ignored. */
  readonly storeIds: readonly number[];
  readonly companyId: number | null;
  readonly jobPositionId: number | null;
}

export interface Invitation extends Assignment {
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
  readonly language: PersonLanguage;
}

const roleOf = (value: unknown): InvitableRole | undefined => INVITABLE_ROLES.find((role) => role === value);

/** A trainee works in no store (spec 3: a trainee's stores are ignored); every other role in one at least. */
const needsStores = (role: InvitableRole): boolean => role !== "trainee";

/** Store ids as a list of ids or as the "3,7" a form field holds; undefined when one is not an id. */
export function readStoreIds(value: unknown): readonly number[] | undefined {
  if (value === undefined || value === null || value === "") return [];
  const parts: readonly unknown[] = Array.isArray(value) ? value : readText(value).split(",");
  const ids = parts.map(readWholeId);
  if (ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as number[])];
}

const optionalId = (value: unknown): readonly ValidationKey[] =>
  value === undefined || value === null || value === "" || readWholeId(value) !== undefined
    ? noErrors()
    : ["b2b_field_required"];

/** A role, its stores, its company and job position: the assignment a form gives. */
export function validateAssignment(input: unknown): FieldErrors<AssignmentField> {
  const field = (name: AssignmentField): unknown => readField(input, name);
  const role = roleOf(field("role"));
  const storeIds = readStoreIds(field("store_ids"));
  const companyId = field("company_id");
  return {
    role: role === undefined ? ["b2b_admin_role_required"] : noErrors(),
    store_ids:
      storeIds === undefined
        ? ["b2b_admin_stores_required"]
        : role !== undefined && needsStores(role) && storeIds.length === 0
          ? ["b2b_admin_stores_required"]
          : noErrors(),
    company_id:
      role === "franchisee" && readWholeId(companyId) === undefined
        ? ["b2b_admin_company_required"]
        : optionalId(companyId),
    job_position_id: optionalId(field("job_position_id")),
  };
}

/** Inviting a person: the registration's rules for who they are, then their assignment. */
export function validateInvite(input: unknown): FieldErrors<InviteField> {
  const field = (name: InviteField): unknown => readField(input, name);
  const language = field("language");
  return {
    first_name: validateName(field("first_name"), "b2b_first_name_required"),
    last_name: validateName(field("last_name"), "b2b_last_name_required"),
    country_code: validateCountryCode(field("country_code")),
    mobile: validateMobile(field("mobile"), field("country_code")),
    email: validateOptionalEmail(readText(field("email")).trim()),
    language:
      language === undefined || language === "" || MESSAGE_LANGUAGES.some((l) => l === language)
        ? noErrors()
        : ["b2b_field_required"],
    ...validateAssignment(input),
  };
}

/** The assignment of a valid form; call only when validateAssignment found nothing. */
export function assignmentOf(input: unknown): Assignment {
  const role = roleOf(readField(input, "role")) ?? "user";
  return {
    role,
    type: USER_TYPE_OF_ROLE[role],
    storeIds: needsStores(role) ? (readStoreIds(readField(input, "store_ids")) ?? []) : [],
    companyId: readWholeId(readField(input, "company_id")) ?? null,
    jobPositionId: readWholeId(readField(input, "job_position_id")) ?? null,
  };
}

/** The invitation of a valid form; call only when validateInvite found nothing. */
export function invitationOf(input: unknown): Invitation {
  const text = (name: InviteField): string => readText(readField(input, name)).trim();
  const language = readField(input, "language");
  return {
    ...assignmentOf(input),
    firstName: text("first_name"),
    lastName: text("last_name"),
    countryCode: text("country_code"),
    mobile: text("mobile"),
    email: text("email") === "" ? null : text("email"),
    language: language === "en" ? "en" : "gr",
  };
}
