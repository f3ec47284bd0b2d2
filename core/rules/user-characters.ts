// Grapheme segmentation does not depend on a locale, so a fixed "en" is passed rather than letting
// Intl read the default one. Where Intl.Segmenter is missing, code points are the next best unit.
const segmenter =
  typeof Intl === "object" && typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("en", { granularity: "grapheme" })
    : undefined;

/**
 * The user-perceived characters of a text (grapheme clusters): "é" written as e + accent, a flag or
 * a family emoji each count once, and a cut never splits one apart.
 */
export function userCharacters(text: string): string[] {
  if (segmenter === undefined) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
