import type { TranslationTexts } from "../../../core/schemas/translations";
import { DICTIONARY_CODE } from "../../../core/constants/language-constants";
import type { OfferedLanguage as AppLanguage } from "../../../core/constants/language-constants";

/** The text of the app's language from a `{ gr, en }` pair. */
export const localised = (texts: TranslationTexts, language: AppLanguage): string =>
  DICTIONARY_CODE[language] === "en" ? texts.en : texts.gr;

/** The `lang` attribute of that text. */
export const langOf = (language: AppLanguage): string => (DICTIONARY_CODE[language] === "en" ? "en" : "el");
