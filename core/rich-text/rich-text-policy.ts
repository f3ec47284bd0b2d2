/**
 * What head office's rich text (posts, pages, FAQ answers) may hold, once for the server's
 * sanitiser (server/services/rich-text/sanitise-rich-text.ts) and the browser's
 * (ui/components/rich-text.tsx): headings, paragraphs, lists, emphasis, links, quotes and tables.
 * Nothing that runs or restyles the page (scripts, handlers, styles, frames, images) is on it.
 */
export const RICH_TEXT_TAGS = [
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
  "s",
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
] as const;

/** The attributes kept, on links only. */
export const RICH_TEXT_LINK_ATTRIBUTES = ["href", "title", "target", "rel"] as const;

/** The link schemes kept: no javascript:, data: or protocol-relative links. */
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto", "tel"] as const;
