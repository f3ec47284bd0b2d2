import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { TranslationTexts } from "../schemas/translations";

/*
 * The shell's wire contract (docs/api-contract.md): custom pages, the sidebar menu and the external
 * portal. One schema each, for the server's answers (and its OpenAPI document) and the browser's
 * decoding. Translations and company details are core's entities (core/schemas/).
 */

/** An entry of GET pages: an internal page (url null, shown at /page/{identifier}) or an external link. */
export const PageSummary = Schema.Struct({
  id: Schema.Int,
  identifier: Schema.String,
  title: TranslationTexts,
  url: Schema.NullOr(Schema.String),
}).annotate({ identifier: "PageSummary" });
export type PageSummary = typeof PageSummary.Type;

/** GET pages/{identifier}: the page with its body. */
export const PageDetail = Schema.Struct({
  ...PageSummary.fields,
  body: Schema.NullOr(TranslationTexts),
}).annotate({ identifier: "PageDetail" });

const menuFields = {
  name: Schema.String,
  path: Schema.String,
  title: TranslationTexts,
  roles: Schema.Array(Schema.String),
  hidden: Schema.Boolean,
};

/** GET menu: core/permissions' MenuEntry shape plus titles, so one filter (`visibleMenu`) serves both. */
export const MenuItem = Schema.Struct({
  ...menuFields,
  submenus: Schema.Array(Schema.Struct(menuFields).annotate({ identifier: "SubMenuItem" })),
}).annotate({ identifier: "MenuItem" });
export type MenuItem = typeof MenuItem.Type;

/** GET weg: the external portal's address. */
export const ExternalPortalUrl = Schema.Struct({ url: Schema.String }).annotate({
  identifier: "ExternalPortalUrl",
});

/** GET wegPortalAuth: the portal token (`Success`) and its lifetime in seconds. */
export const ExternalPortalAuth = Schema.Struct({ Success: Schema.String, expires_in: Schema.Int }).annotate({
  identifier: "PortalToken",
});
export type ExternalPortalAuth = typeof ExternalPortalAuth.Type;

export const decodePages = makeDecoder("PageSummary[]", Schema.Array(PageSummary));
export const decodeMenu = makeDecoder("MenuItem[]", Schema.Array(MenuItem));
export const decodeExternalPortalUrl = makeDecoder("ExternalPortalUrl", ExternalPortalUrl);
export const decodeExternalPortalAuth = makeDecoder("ExternalPortalAuth", ExternalPortalAuth);
