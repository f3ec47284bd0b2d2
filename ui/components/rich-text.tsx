import DOMPurify from "dompurify";
import { useMemo } from "react";
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from "../../core/rich-text/rich-text-policy";
import { richText } from "./rich-text.css";

const PURIFY = { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES] };

/**
 * HTML written by head office (posts, pages, FAQ answers). The server sanitised it when it was
 * written; it is sanitised again here with the same policy (core/rich-text/rich-text-policy.ts)
 * before React puts it in the page, so a row changed behind the server's back still cannot run
 * anything.
 */
export function RichText({ html, lang }: { readonly html: string; readonly lang?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY), [html]);
  // oxlint-disable-next-line react/no-danger -- sanitised twice: on the server when written, by DOMPurify here
  return <div className={richText} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
