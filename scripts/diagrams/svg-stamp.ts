import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MERMAID_CONFIG } from "./render-svg";

/*
 * Each SVG carries a stamp of what it was drawn from: the Mermaid source, the renderer's settings
 * and the versions of mermaid and its ELK layout. The render is deterministic (fixed ids, a fixed
 * seed for the rounded shapes), so the same stamp means the same drawing: the "diagrams are
 * current" tests compare stamps in milliseconds instead of drawing 88 diagrams in Chromium.
 */

const require = createRequire(import.meta.url);
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

const RENDERER = JSON.stringify({
  config: MERMAID_CONFIG,
  mermaid: versionOf("mermaid"),
  elk: versionOf("@mermaid-js/layout-elk"),
});

/** The stamp of a diagram drawn from this source with today's renderer. */
export function sourceStamp(source: string): string {
  return createHash("sha256").update(RENDERER).update("\n").update(source).digest("hex").slice(0, 32);
}

const STAMP_ATTRIBUTE = "data-drawn-from";

/** The SVG with its stamp as an attribute of the root element (invisible in every viewer). */
export function withStamp(svg: string, source: string): string {
  return svg.replace(/^<svg\b/u, `<svg ${STAMP_ATTRIBUTE}="${sourceStamp(source)}"`);
}

/** The stamp an SVG carries, or undefined for one drawn before stamps (or not by us). */
export function stampOf(svg: string): string | undefined {
  return new RegExp(`^<svg ${STAMP_ATTRIBUTE}="([0-9a-f]+)"`, "u").exec(svg)?.[1];
}
