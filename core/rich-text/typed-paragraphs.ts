/** Any tag at all: text that holds one is HTML already and is left to the sanitiser as it is. */
const ANY_TAG = /<\/?[a-z][^>]*>/iu;
/** A blank line (white space allowed on it) ends a paragraph, as in every editor and e-mail. */
const BLANK_LINE = /\r?\n[ \t]*\r?\n/u;

const escapeHtml = (text: string): string =>
  text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

/**
 * Rich text typed without any tag (the post form's, a page's or an FAQ answer's textarea, or an API
 * client sending text) as HTML: each block between blank lines a paragraph, a single line break a
 * <br>. Rendered as it was, the browser merged it all into one paragraph although the form promises
 * that paragraphs are kept (issue 33). Text with tags is returned unchanged: whoever wrote HTML chose
 * its paragraphs.
 */
export function typedParagraphs(text: string): string {
  if (ANY_TAG.test(text)) return text;
  return text
    .split(BLANK_LINE)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => `<p>${escapeHtml(block).replace(/[ \t]*\r?\n[ \t]*/gu, "<br>")}</p>`)
    .join("");
}
