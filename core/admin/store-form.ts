import { Temporal } from "temporal-polyfill";
import { MAX_ID } from "../schemas/ids";
import type { FieldErrors } from "../validation/field-errors";
import { noErrors } from "../validation/field-errors";
import { isFilled, readField, readText } from "../validation/loose-input";
import { validateOptionalEmail } from "../validation/register-form";
import { validateTextLength } from "../validation/text-length";
import type { ValidationKey } from "../validation/validation-key";

/** The fields of a store in the head-office console, named as in the request body. */
export type StoreFormField =
  | "title"
  | "store_name"
  | "city"
  | "warehouse_id"
  | "address"
  | "postcode"
  | "phone"
  | "email"
  | "company_id"
  | "opened_on";

/** A store's fields once valid: texts trimmed, the postcode as "NNN NN", absent optionals null. */
export interface StoreFields {
  readonly title: string;
  readonly store_name: string;
  readonly city: string;
  readonly warehouse_id: number;
  readonly address: string | null;
  readonly postcode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly company_id: number | null;
  readonly opened_on: string | null;
}

const GREEK_POSTCODE = /^(\d{3}) ?(\d{2})$/u;
const PHONE = /^\+?\d{10,15}$/u;

/** Absent, null or blank text is "not given". */
const given = (value: unknown): boolean => isFilled(readText(value));

const required = (value: unknown, kind: "shortText"): readonly ValidationKey[] =>
  given(value) ? validateTextLength(value, kind) : ["b2b_field_required"];

const optionalText = (value: unknown): readonly ValidationKey[] =>
  given(value) ? validateTextLength(value, "shortText") : noErrors();

/** A whole number from 1 to the largest id, as a number or as the digits a field binds. */
export function readWholeId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : readText(value).trim();
  if (!/^[1-9]\d{0,9}$/u.test(text)) return undefined;
  const number = Number(text);
  return number <= MAX_ID ? number : undefined;
}

/** "10563" or "105 63" → "105 63" (how Greek addresses write it); undefined when it is neither. */
export function normalisePostcode(value: unknown): string | undefined {
  const match = GREEK_POSTCODE.exec(readText(value).trim());
  return match === null ? undefined : `${match[1]} ${match[2]}`;
}

/** Spaces, dashes, dots and brackets people type in a phone number are dropped; "+" stays first. */
export function normalisePhone(value: unknown): string | undefined {
  const compact = readText(value).replace(/[\s\-.()]/gu, "");
  return PHONE.test(compact) ? compact : undefined;
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isCalendarDate(value: unknown): boolean {
  const text = readText(value).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
}

/**
 * A store as head office enters it (issue 35): title, short name, city and the stock system's
 * warehouse code are required; address, postcode (Greek, 5 digits), phone, e-mail, company and
 * opening date are optional, each checked when given. Every field is answered.
 */
export function validateStoreForm(input: unknown): FieldErrors<StoreFormField> {
  const field = (name: StoreFormField): unknown => readField(input, name);
  const companyId = field("company_id");
  return {
    title: required(field("title"), "shortText"),
    store_name: required(field("store_name"), "shortText"),
    city: required(field("city"), "shortText"),
    warehouse_id:
      readWholeId(field("warehouse_id")) === undefined ? ["b2b_warehouse_id_invalid"] : noErrors(),
    address: optionalText(field("address")),
    postcode:
      !given(field("postcode")) || normalisePostcode(field("postcode")) !== undefined
        ? noErrors()
        : ["b2b_postcode_invalid"],
    phone:
      !given(field("phone")) || normalisePhone(field("phone")) !== undefined
        ? noErrors()
        : ["b2b_phone_invalid"],
    email: validateOptionalEmail(given(field("email")) ? readText(field("email")).trim() : undefined),
    company_id:
      companyId === undefined ||
      companyId === null ||
      companyId === "" ||
      readWholeId(companyId) !== undefined
        ? noErrors()
        : ["b2b_field_required"],
    opened_on:
      !given(field("opened_on")) || isCalendarDate(field("opened_on")) ? noErrors() : ["b2b_date_invalid"],
  };
}

/** The fields of a valid form, normalised; call only when validateStoreForm found nothing. */
export function storeFieldsOf(input: unknown): StoreFields {
  const field = (name: StoreFormField): unknown => readField(input, name);
  const optional = (name: StoreFormField): string | null =>
    given(field(name)) ? readText(field(name)).trim() : null;
  return {
    title: readText(field("title")).trim(),
    store_name: readText(field("store_name")).trim(),
    city: readText(field("city")).trim(),
    warehouse_id: readWholeId(field("warehouse_id")) ?? 0,
    address: optional("address"),
    postcode: given(field("postcode")) ? (normalisePostcode(field("postcode")) ?? null) : null,
    phone: given(field("phone")) ? (normalisePhone(field("phone")) ?? null) : null,
    email: optional("email"),
    company_id: readWholeId(field("company_id")) ?? null,
    opened_on: optional("opened_on"),
  };
}
