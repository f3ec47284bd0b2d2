import type { AppLanguage } from "../constants/language-constants";

/**
 * Plural forms the way i18next spells them: a text that depends on a number lives under
 * `<key>_<category>` (`ui_tickets_shown_one`, `ui_tickets_shown_other`), the category being the
 * language's CLDR plural category of the count ("one" and "other" in Greek and English; other
 * languages have "zero", "two", "few", "many" too). As in i18next, a `<key>_zero` text, when it
 * exists, is used for a count of 0 in every language. A key without plural texts is used as it is,
 * so `t(key, { count })` works for both kinds of entry.
 */

export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

// One rule object per language: PluralRules is costly to build and pure to use.
const rules = new Map<AppLanguage, Intl.PluralRules>();

/** The CLDR plural category of a count in a language (1 → "one", 2 → "other" in Greek). */
export function pluralCategory(count: number, language: AppLanguage): PluralCategory {
  let rule = rules.get(language);
  if (rule === undefined) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count);
}

/**
 * The catalogue key to read for `key` and `count`: `<key>_zero` for 0 when it exists, else
 * `<key>_<category>`, else `<key>_other`, else `key` itself (an entry without plural forms).
 */
export function pluralKey(
  key: string,
  count: number,
  language: AppLanguage,
  has: (candidate: string) => boolean,
): string {
  const candidates = [
    ...(count === 0 ? [`${key}_zero`] : []),
    `${key}_${pluralCategory(count, language)}`,
    `${key}_other`,
  ];
  return candidates.find(has) ?? key;
}
