import DOMPurify from "dompurify";
import { useMemo } from "react";
import * as css from "./information.css";

/** The tags and attributes the server's sanitiser keeps (server/information/services/sanitise-rich-text.ts). */
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ["href", "target", "rel"];

/**
 * HTML written by head office (pages, FAQ answers). The server sanitised it when it was written;
 * it is sanitised again here, with the same short list, before React puts it in the page, so a row
 * changed behind the server's back still cannot run anything.
 */
export function RichText({ html, lang }: { readonly html: string; readonly lang?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }), [html]);
  // oxlint-disable-next-line react/no-danger -- sanitised twice: on the server when written, by DOMPurify here
  return <div className={css.richText} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
