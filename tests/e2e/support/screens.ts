import type { Page } from "@playwright/test";

// The committed screenshots of docs/screens/ (run with UPDATE_SCREENS=1; see playwright.config.ts).

export const SIZES = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** Full-page for the public screens; the signed-in layout has a fixed sidebar, so the viewport as seen. */
export async function capture(page: Page, name: string, fullPage = true) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the breakpoint change
    await page.screenshot({
      path: `docs/screens/${name}-${size}.png`,
      fullPage,
      animations: "disabled",
      caret: "hide",
    });
  }
}
