import DOMPurify from "dompurify";
import { useMemo } from "react";
import { richText } from "./posts.css";

/**
 * A post's text: HTML the server already sanitised (sanitize-html), sanitised again here with
 * DOMPurify before it reaches the page, so a row written past the server could still run nothing.
 */
export function RichText({ html }: { readonly html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_ATTR: ["href", "title", "target", "rel"],
        FORBID_TAGS: ["style", "img"],
      }),
    [html],
  );
  return <div className={richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
