import { catalogue, type MessageKey } from "../../../core/i18n/catalogue";

/** The language of a message the server sends: the catalogue column of the request's language. */
export type MessageLanguage = "gr" | "en";

/** Messages about other people (approvals) go out in the portal's default language, Greek (spec 1). */
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = "gr";

/**
 * A message text from the catalogue with its `{placeholders}` filled. Texts live in the catalogue
 * (core/auth/auth-catalogue.ts) so translators see them beside every other text. A placeholder with
 * no value stays as written, which a test would notice.
 */
export function messageText(
  key: MessageKey,
  language: MessageLanguage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const entry = catalogue[key];
  const text = entry === undefined ? key : entry[language];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
