/*
 * Mermaid's stylesheet carries endless edge animations (`@keyframes dash`, `animation: … infinite`).
 * Diagrams are documents, read and printed, so the written SVGs keep no animation at all.
 */
export function withoutAnimations(svg: string): string {
  return svg
    .replace(/@keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gu, "")
    .replace(/animation(?:-[\w-]+)?\s*:[^;}"]*;?/gu, "");
}
