import type { CatalogueEntry } from "../../core/i18n/catalogue-entry";
import { DICTIONARY_CODE, type OfferedLanguage } from "../../core/constants/language-constants";

/** A translation dictionary as the server sends it: some languages of an entry may be missing. */
export type Translations = Readonly<Record<string, Partial<CatalogueEntry> | undefined>>;

/**
 * The server's translations over the catalogue shipped with the app, text by text: the app reads well
 * before (or without) the server's answer, and the server wins wherever it has a text.
 */
export function mergeTranslations(base: Translations, server: Translations | undefined): Translations {
  if (server === undefined) return base;
  const merged: Record<string, Partial<CatalogueEntry>> = { ...base } as Record<
    string,
    Partial<CatalogueEntry>
  >;
  for (const [key, entry] of Object.entries(server)) {
    if (typeof entry !== "object" || entry === null) continue;
    const own = merged[key] ?? {};
    merged[key] = {
      en: nonEmpty(entry.en) ?? own.en,
      gr: nonEmpty(entry.gr) ?? own.gr,
    } as Partial<CatalogueEntry>;
  }
  return merged;
}

function nonEmpty(text: unknown): string | undefined {
  return typeof text === "string" && text.trim() !== "" ? text : undefined;
}

/** The text of a key in a language; a key without a text shows as the key itself (spec 8). */
export function translate(translations: Translations, language: OfferedLanguage, key: string): string {
  const entry = Object.hasOwn(translations, key) ? translations[key] : undefined;
  return nonEmpty(entry?.[DICTIONARY_CODE[language]]) ?? key;
}

/** Replaces `{name}` placeholders, so one key can carry a number or a name in the right place. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
