import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { InstantFromString } from "../schemas/temporal";
import { TranslationTexts } from "../schemas/translations";
import { PageDetail } from "../shell/shell-wire";

/*
 * The information area's wire contract: FAQ entries, information material, the reference files of
 * the small screens (products, clients, reports). The search's is core/search/search-wire.ts. One schema each, for the
 * server's answers (and its OpenAPI document) and the browser's decoding.
 */

/** A FAQ entry (GET faq, faq/{id}): question and sanitised HTML answer in both languages. */
export const FaqEntry = Schema.Struct({
  id: Schema.Int,
  category: TranslationTexts,
  question: TranslationTexts,
  /** Sanitised HTML (server/services/rich-text/sanitise-rich-text.ts); the browser sanitises again. */
  answer: TranslationTexts,
  helpful_yes: Schema.Int,
  helpful_no: Schema.Int,
  c_stamp: InstantFromString,
}).annotate({ identifier: "FaqEntry" });
export type FaqEntry = typeof FaqEntry.Type;

/** GET faq: a keyset page, and whether the caller may add entries (the explicit editor grant). */
export const FaqPage = Schema.Struct({
  items: Schema.Array(FaqEntry),
  next_cursor: Schema.NullOr(Schema.String),
  can_edit: Schema.Boolean,
}).annotate({ identifier: "FaqPage" });
export type FaqPage = typeof FaqPage.Type;

/** POST faq: a new entry, Greek and English side by side. */
export const FaqDraft = Schema.Struct({
  category_gr: Schema.String,
  category_en: Schema.String,
  question_gr: Schema.String,
  question_en: Schema.String,
  answer_gr: Schema.String,
  answer_en: Schema.String,
}).annotate({ identifier: "FaqDraft" });
export type FaqDraft = typeof FaqDraft.Type;

/** POST faq/{id}/helpful: the reader's answer to "Was this helpful?". */
export const HelpfulVote = Schema.Struct({ helpful: Schema.Boolean }).annotate({ identifier: "HelpfulVote" });

/** A file of information material, downloaded from `url` (relative to the API base). */
export const MaterialFile = Schema.Struct({
  name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
  url: Schema.String,
}).annotate({ identifier: "MaterialFile" });

/** GET information_material (optionally by id): a document with its file. */
export const InformationMaterial = Schema.Struct({
  id: Schema.Int,
  category: TranslationTexts,
  title: TranslationTexts,
  description: TranslationTexts,
  file: MaterialFile,
  /** The document's text, read on /preview without downloading the file. */
  preview_text: Schema.String,
  c_stamp: InstantFromString,
}).annotate({ identifier: "InformationMaterial" });
export type InformationMaterial = typeof InformationMaterial.Type;

export const InformationMaterialPage = Schema.Struct({
  items: Schema.Array(InformationMaterial),
  next_cursor: Schema.NullOr(Schema.String),
}).annotate({ identifier: "InformationMaterialPage" });
export type InformationMaterialPage = typeof InformationMaterialPage.Type;

/** The contractors file (/allclients): the group's client and partner companies. */
export const Contractor = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  trade: Schema.String,
  city: Schema.String,
  phone: Schema.String,
  email: Schema.NullOr(Schema.String),
}).annotate({ identifier: "Contractor" });
export type Contractor = typeof Contractor.Type;

/** The immediate coverage products file (/allproductsandservices). */
export const CoverageProduct = Schema.Struct({
  id: Schema.Int,
  code: Schema.String,
  name: Schema.String,
  category: Schema.String,
  /** Working days to deliver to a store. */
  delivery_days: Schema.Int,
}).annotate({ identifier: "CoverageProduct" });
export type CoverageProduct = typeof CoverageProduct.Type;

/** The location exceptions file by location: products a store does not carry or gets later. */
export const LocationException = Schema.Struct({
  product_id: Schema.Int,
  note: Schema.String,
}).annotate({ identifier: "LocationException" });
export type LocationException = typeof LocationException.Type;

/** PUT pages/{identifier}: head office's new body of a page, both languages (HTML, sanitised by the server). */
export const PageBodyDraft = Schema.Struct({ body_gr: Schema.String, body_en: Schema.String }).annotate({
  identifier: "PageBodyDraft",
});

/** A report of the reporting library (sharepoint, sharepointFileSearch, sharepointFileGet). */
export const Report = Schema.Struct({
  id: Schema.Int,
  folder: Schema.String,
  title: Schema.String,
  file_name: Schema.String,
  modified: InstantFromString,
  url: Schema.String,
}).annotate({ identifier: "Report" });
export type Report = typeof Report.Type;

export const decodeFaqPage = makeDecoder("FaqPage", FaqPage);
export const decodeFaqEntry = makeDecoder("FaqEntry", FaqEntry);
export const decodeInformationMaterialPage = makeDecoder("InformationMaterialPage", InformationMaterialPage);
export const decodeContractors = makeDecoder("Contractor[]", Schema.Array(Contractor));
export const decodeCoverageProducts = makeDecoder("CoverageProduct[]", Schema.Array(CoverageProduct));
export const decodeLocationExceptions = makeDecoder("LocationException[]", Schema.Array(LocationException));
export const decodeReports = makeDecoder("Report[]", Schema.Array(Report));

/** GET pages/{identifier} and public_pages/{identifier}: a custom page with its body. */
export const decodePageDetail = makeDecoder("PageDetail", PageDetail);
export type PageWithBody = typeof PageDetail.Type;
