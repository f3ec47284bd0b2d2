import { catalogue } from "../../../core/i18n/catalogue";

export type Language = "el" | "en";

/**
 * A text of the catalogue as the user reads it, with `{name}` placeholders filled. Tests find
 * controls by what they say, in the language the page is in.
 */
export function text(key: string, language: Language = "el", values: Record<string, string | number> = {}) {
  const entry = catalogue[key];
  if (entry === undefined) throw new Error(`No catalogue entry ${key}`);
  const raw = language === "el" ? entry.gr : entry.en;
  return raw.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** An exact, whole-string match for getByRole/getByText names. */
export function exactly(
  key: string,
  language: Language = "el",
  values: Record<string, string | number> = {},
) {
  const escaped = text(key, language, values).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}$`);
}
