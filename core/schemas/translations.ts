import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";

/** The text of one message key in each offered language. */
export const TranslationTexts = Schema.Struct({
  gr: Schema.String,
  en: Schema.String,
});
export type TranslationTexts = typeof TranslationTexts.Type;

/** GET translations?app_id=9000: message key → { gr, en }. */
export const Translations = Schema.Record(Schema.String, TranslationTexts);
export type Translations = typeof Translations.Type;
export const decodeTranslations = makeDecoder("Translations", Translations);
export const encodeTranslations = makeEncoder("Translations", Translations);
