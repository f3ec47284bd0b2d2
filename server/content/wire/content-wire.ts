import * as Schema from "effect/Schema";

/** Wire shapes of the content reads (translations, pages, menu, company details). */

export const LocalisedText = Schema.Struct({ gr: Schema.String, en: Schema.String }).annotate({
  identifier: "LocalisedText",
});

/** GET translations: `{ "<key>": { gr, en } }`. */
export const Translations = Schema.Record(Schema.String, LocalisedText).annotate({
  identifier: "Translations",
});

export const TranslationsQuery = Schema.Struct({
  app_id: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt())),
});

/** An entry of GET pages: an internal page (url null, shown at /page/{identifier}) or an external link. */
export const PageSummary = Schema.Struct({
  id: Schema.Int,
  identifier: Schema.String,
  title: LocalisedText,
  url: Schema.NullOr(Schema.String),
}).annotate({ identifier: "PageSummary" });

/** GET pages/{identifier}: the page with its body. */
export const PageDetail = Schema.Struct({
  id: Schema.Int,
  identifier: Schema.String,
  title: LocalisedText,
  url: Schema.NullOr(Schema.String),
  body: Schema.NullOr(LocalisedText),
}).annotate({ identifier: "PageDetail" });

const menuFields = {
  name: Schema.String,
  path: Schema.String,
  title: LocalisedText,
  roles: Schema.Array(Schema.String),
  hidden: Schema.Boolean,
};

/** GET menu: core/permissions' MenuEntry shape plus titles, so one filter serves both. */
export const MenuItem = Schema.Struct({
  ...menuFields,
  submenus: Schema.Array(Schema.Struct(menuFields).annotate({ identifier: "SubMenuItem" })),
}).annotate({ identifier: "MenuItem" });

export const CompanyDetails = Schema.Struct({
  url: Schema.NullOr(Schema.String),
  twitter: Schema.NullOr(Schema.String),
  facebook: Schema.NullOr(Schema.String),
}).annotate({ identifier: "CompanyDetails" });
