import sanitizeHtml from "sanitize-html";
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from "../../../core/rich-text/rich-text-policy";
import { typedParagraphs } from "../../../core/rich-text/typed-paragraphs";

/**
 * The one gate of rich text into the database (posts, pages, FAQ answers): what head office writes
 * keeps the tags of core's policy and loses everything that could run (scripts, event handlers,
 * styles, javascript: links, frames). Links open in a new tab without handing it our window. The
 * browser sanitises again with DOMPurify before rendering (ui/components/rich-text.tsx). Text typed
 * without any tag gets its paragraphs first (core/rich-text/typed-paragraphs.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(typedParagraphs(html), OPTIONS).trim();
}
