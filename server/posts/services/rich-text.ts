import sanitizeHtml from "sanitize-html";

/**
 * The one gate of a post's rich text: head office's HTML is reduced to text formatting, lists and
 * links before it is stored, so no script, handler, style or frame ever reaches a reader's browser
 * (the browser sanitises again with DOMPurify before rendering, defence in depth).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "blockquote",
    "a",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links open in a new tab without giving it a handle on the portal.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }) },
};

export const sanitisePostHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The visible text of sanitised HTML (the search column's source). */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&nbsp;|&amp;|&lt;|&gt;|&quot;/gu,
    (entity) =>
      entity === "&amp;"
        ? "&"
        : entity === "&lt;"
          ? "<"
          : entity === "&gt;"
            ? ">"
            : entity === "&quot;"
              ? '"'
              : " ",
  );
