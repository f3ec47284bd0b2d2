/*
 * What a reader sees of a diagram on a 1,200 px wide screen: the SVG is shown at its own width or
 * shrunk to 1,200 px, never enlarged, so its smallest text shrinks with it.
 */

export const READABLE_WIDTH_PX = 1200;
export const SMALLEST_READABLE_TEXT_PX = 12;

export function svgWidth(svg: string): number {
  const viewBox = /viewBox="([^"]+)"/u
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/u);
  return Number(viewBox?.[2] ?? Number.NaN);
}

/**
 * The smallest font size of the text the SVG shows: its stylesheet's rules (those whose classes
 * appear in the drawing: Mermaid's stylesheet also styles tooltips and titles that are not there)
 * and sizes set on elements.
 */
export function smallestFontPx(svg: string): number {
  const style = /<style>([\s\S]*?)<\/style>/u.exec(svg)?.[1] ?? "";
  const body = svg.replace(/<style>[\s\S]*?<\/style>/u, "");
  const classes = new Set(
    [...body.matchAll(/\bclass="([^"]*)"/gu)].flatMap((match) => (match[1] ?? "").split(/\s+/u)),
  );
  const sizes: number[] = [];
  for (const rule of style.matchAll(/([^{}]+)\{([^{}]*)\}/gu)) {
    const size = /font-size:\s*([\d.]+)px/u.exec(rule[2] ?? "")?.[1];
    if (size === undefined) continue;
    const used = [...(rule[1] ?? "").matchAll(/\.([\w-]+)/gu)].every((match) => classes.has(match[1] ?? ""));
    if (used) sizes.push(Number(size));
  }
  for (const match of body.matchAll(/font-size(?:="|:\s*)([\d.]+)(?:px)?/gu)) sizes.push(Number(match[1]));
  return Math.min(...sizes);
}

/** The smallest text after fitting the SVG to a 1,200 px wide screen. */
export function smallestTextAtReadableWidth(svg: string): number {
  const scale = Math.min(1, READABLE_WIDTH_PX / svgWidth(svg));
  return smallestFontPx(svg) * scale;
}

/** Every text the drawing shows, one entry per <text> element, words joined by spaces. */
export function shownTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/gu)]
    .map((match) =>
      (match[1] ?? "")
        .replace(/<[^>]+>/gu, " ")
        .replace(/&amp;/gu, "&")
        .replace(/&lt;/gu, "<")
        .replace(/&gt;/gu, ">")
        .replace(/\s+/gu, " ")
        .trim(),
    )
    .filter((text) => text !== "");
}

/** camelCase names, dotted event names and catalogue keys: what a product owner should never read. */
export function identifiersIn(text: string): string[] {
  return [
    ...text.matchAll(/\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[a-z]+\.[a-z][A-Za-z0-9.]*\b|\b[a-z]+_[a-z0-9_]+\b/gu),
  ].map((match) => match[0]);
}
