import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { READABLE_WIDTH_PX } from "./svg-readability";

/*
 * `npx tsx scripts/diagrams/journey-screenshots.ts [machine…]`: PNGs of committed journeys as a
 * reader sees them on a 1,200 px wide screen, into docs/screens/.
 * Mermaid draws them 100% wide, so the page is exactly 1,200 px: what a reader of that screen sees.
 * The session, ticket and registration journeys by default (the acceptance of issue 22).
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const machines =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["session", "ticket", "registration"];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
  headless: true,
});
try {
  const page = await browser.newPage({ viewport: { width: READABLE_WIDTH_PX, height: 800 } });
  for (const id of machines)
    for (const language of ["el", "en"]) {
      const svg = readFileSync(join(root, "docs", "flows", "journeys", `${id}.${language}.svg`), "utf8");
      const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await page.setContent(
        `<!doctype html><body style="margin:0;background:white"><img src="${src}" style="display:block;max-width:100%"></body>`,
      );
      await page.waitForFunction(() => document.images[0]?.complete === true);
      const file = join(root, "docs", "screens", `journey-${id}-${language}.png`);
      writeFileSync(file, await page.screenshot({ fullPage: true }));
      console.log(`docs/screens/journey-${id}-${language}.png`);
    }
} finally {
  await browser.close();
}
