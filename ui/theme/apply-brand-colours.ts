import type { BrandPalette } from "./brand-colours";

/**
 * Sets the brand custom properties on <html> through the CSSOM. The CSP of the server forbids
 * inline styles written into HTML, but style changes made by script through the CSSOM are allowed.
 */
export function applyBrandColours(palette: BrandPalette, root: HTMLElement = document.documentElement): void {
  root.style.setProperty("--portal-brand-primary", palette.primary);
  root.style.setProperty("--portal-brand-strong", palette.strong);
  root.style.setProperty("--portal-brand-stronger", palette.stronger);
  root.style.setProperty("--portal-brand-soft", palette.soft);
  root.style.setProperty("--portal-brand-secondary", palette.secondary);
}
