import type { FieldErrors } from "../validation/field-errors";
import { noErrors } from "../validation/field-errors";
import { isFilled, readField, readText } from "../validation/loose-input";
import { validateTextLength } from "../validation/text-length";
import type { ValidationKey } from "../validation/validation-key";

/** The fields of a franchise company in the console: its name and the spec's company details. */
export type CompanyFormField = "name" | "url" | "twitter" | "facebook";

export interface CompanyFields {
  readonly name: string;
  readonly url: string | null;
  readonly twitter: string | null;
  readonly facebook: string | null;
}

const LINKS: readonly CompanyFormField[] = ["url", "twitter", "facebook"];

/**
 * A web address the sidebar may link to: http or https only (a `javascript:` or `data:` link would
 * run in the portal's page), with a host, at most a short text long.
 */
export function isWebAddress(value: unknown): boolean {
  const text = readText(value).trim();
  if (validateTextLength(text, "shortText").length > 0) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const validateLink = (value: unknown): readonly ValidationKey[] =>
  !isFilled(readText(value)) || isWebAddress(value) ? noErrors() : ["b2b_web_address_invalid"];

/** A company as head office enters it (issue 35): a name, and optional web, Twitter and Facebook addresses. */
export function validateCompanyForm(input: unknown): FieldErrors<CompanyFormField> {
  const field = (name: CompanyFormField): unknown => readField(input, name);
  const name = field("name");
  return {
    name: isFilled(readText(name)) ? validateTextLength(name, "shortText") : ["b2b_field_required"],
    url: validateLink(field("url")),
    twitter: validateLink(field("twitter")),
    facebook: validateLink(field("facebook")),
  };
}

/** The fields of a valid form: trimmed, absent links null. */
export function companyFieldsOf(input: unknown): CompanyFields {
  const link = (name: CompanyFormField): string | null => {
    const text = readText(readField(input, name)).trim();
    return text === "" ? null : text;
  };
  const [url, twitter, facebook] = LINKS.map(link);
  return {
    name: readText(readField(input, "name")).trim(),
    url: url ?? null,
    twitter: twitter ?? null,
    facebook: facebook ?? null,
  };
}
