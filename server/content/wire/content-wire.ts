import * as Schema from "effect/Schema";

/*
 * The content reads' request shapes. Their answers are core's (core/shell/shell-wire.ts,
 * core/schemas/translations.ts, core/schemas/company-details.ts), shared with the browser.
 */

export const TranslationsQuery = Schema.Struct({
  app_id: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt())),
});
