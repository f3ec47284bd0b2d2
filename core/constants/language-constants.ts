/**
 * App languages and their wire codes (spec 1, 3, 7, 9). Three spellings exist for one language:
 * the app's BCP 47 tag (el-GR), the key in translation dictionaries (gr) and the Language header
 * value (el, because "gr is sent as el"). Only these tables translate between them.
 */

export const APP_LANGUAGES = ["el-GR", "en-US", "fr-FR"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: AppLanguage = "el-GR";
/** Offered in the language dropdown. French is mapped but not offered. */
export const OFFERED_LANGUAGES = ["el-GR", "en-US"] as const satisfies readonly AppLanguage[];
export type OfferedLanguage = (typeof OFFERED_LANGUAGES)[number];

/** Code used as the per-language key in translation dictionaries (spec 3: "gr, en"). */
export const DICTIONARY_CODE = { "el-GR": "gr", "en-US": "en", "fr-FR": "fr" } as const satisfies Record<
  AppLanguage,
  string
>;
export type DictionaryCode = (typeof DICTIONARY_CODE)[AppLanguage];

/** Value of the Language request header: the dictionary code, except gr is sent as el (spec 7). */
export const LANGUAGE_HEADER_CODE = { "el-GR": "el", "en-US": "en", "fr-FR": "fr" } as const satisfies Record<
  AppLanguage,
  string
>;
export type LanguageHeaderCode = (typeof LANGUAGE_HEADER_CODE)[AppLanguage];

/** Spec 7: without a stored language the header says en. */
export const LANGUAGE_HEADER_FALLBACK: LanguageHeaderCode = "en";
