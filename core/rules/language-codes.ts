import {
  APP_LANGUAGES,
  DEFAULT_LANGUAGE,
  DICTIONARY_CODE,
  LANGUAGE_HEADER_CODE,
  LANGUAGE_HEADER_FALLBACK,
  OFFERED_LANGUAGES,
} from "../constants/language-constants";
import type {
  AppLanguage,
  DictionaryCode,
  LanguageHeaderCode,
  OfferedLanguage,
} from "../constants/language-constants";

export function isAppLanguage(value: unknown): value is AppLanguage {
  return APP_LANGUAGES.some((language) => language === value);
}

export function isOfferedLanguage(value: unknown): value is OfferedLanguage {
  return OFFERED_LANGUAGES.some((language) => language === value);
}

/** A stored language as the app uses it; anything unknown (or nothing) is the default, Greek. */
export function appLanguageOrDefault(value: unknown): AppLanguage {
  return isAppLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Key of the language's text in translation dictionaries: el-GR → "gr". */
export function dictionaryCode(language: AppLanguage): DictionaryCode {
  return DICTIONARY_CODE[appLanguageOrDefault(language)];
}

/** Value of the Language request header: el-GR → "el" (gr is sent as el), en-US → "en". */
export function languageHeaderCode(language: AppLanguage): LanguageHeaderCode {
  return LANGUAGE_HEADER_CODE[appLanguageOrDefault(language)];
}

/**
 * The app language a Language header asks for, read by the server. Both "el" and "gr" mean Greek
 * (the header sends el, dictionaries say gr); a region suffix or case does not matter ("el-GR",
 * "EN"). A missing or unknown header is English, the spec's header default.
 */
export function appLanguageFromHeader(header: string | null | undefined): AppLanguage {
  const primary =
    (typeof header === "string" ? header : "")
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? "";
  const code = primary === "gr" ? "el" : primary;
  return fromHeaderCode(code) ?? fromHeaderCode(LANGUAGE_HEADER_FALLBACK) ?? DEFAULT_LANGUAGE;
}

function fromHeaderCode(code: string): AppLanguage | undefined {
  return APP_LANGUAGES.find((language) => LANGUAGE_HEADER_CODE[language] === code);
}
