import sanitizeHtml from "sanitize-html";

/**
 * The one gate of rich text into the database: what head office writes in pages and FAQ answers
 * keeps headings, paragraphs, lists, emphasis, links and tables, and loses everything that could run
 * (scripts, event handlers, styles, javascript: links, iframes). Links open in a new tab without
 * handing it our window. The browser sanitises again with DOMPurify before rendering.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
