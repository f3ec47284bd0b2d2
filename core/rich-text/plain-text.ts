const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * The readable text of sanitised HTML: tags become spaces, the common entities their characters,
 * white space one space. For search columns and excerpts, never for rendering (the browser renders
 * the HTML itself after DOMPurify).
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return safeChar(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return safeChar(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const safeChar = (code: number): string =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";

/** The first `max` code points of a text, cut at a word and marked with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  const cut = points.slice(0, max).join("");
  const atWord = cut.replace(/\s+\S*$/u, "");
  return `${atWord === "" ? cut : atWord}…`;
}
