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

/** A whole-string pattern of a catalogue text whose `{name}` placeholders match the given regex sources. */
export function textPattern(key: string, language: Language, placeholders: Record<string, string>): RegExp {
  const entry = catalogue[key];
  if (entry === undefined) throw new Error(`No catalogue entry ${key}`);
  const raw = language === "el" ? entry.gr : entry.en;
  const source = raw
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in placeholders
        ? placeholders[name]
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}
