import type { AppLanguage } from "../../core/constants/language-constants";
import { LANGUAGE_HEADER_CODE, LANGUAGE_HEADER_FALLBACK } from "../../core/constants/language-constants";

/** Spec 7: the app language, `gr` sent as `el`, `en` when none is stored. */
export function languageHeader(language: AppLanguage | undefined): string {
  return language === undefined ? LANGUAGE_HEADER_FALLBACK : LANGUAGE_HEADER_CODE[language];
}
