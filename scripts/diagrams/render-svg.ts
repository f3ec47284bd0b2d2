import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, normalize } from "node:path";
import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";

/*
 * Renders Mermaid sources to SVG with the mermaid package (ELK layout, which draws nested states
 * far more readably than the default) inside headless Chromium: Mermaid needs a DOM with real text
 * measurement. The page loads the packages' ES modules from node_modules through a routed
 * origin, so nothing is fetched from the network. Same Chromium, fonts and source → same SVG.
 */

const ORIGIN = "http://flows.invalid";

export const MERMAID_CONFIG = {
  startOnLoad: false,
  deterministicIds: true,
  deterministicIDSeed: "flows",
  handDrawnSeed: 1,
  securityLevel: "strict",
  theme: "neutral",
  layout: "elk",
  fontFamily: "DejaVu Sans, Arial, sans-serif",
  state: { useMaxWidth: false },
} as const;

export interface SvgRenderer {
  render(name: string, source: string): Promise<string>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/** URL prefix → directory served from node_modules. */
const SERVED: Record<string, string> = {
  "/mermaid/": join(packageDir("mermaid"), "dist"),
  "/elk/": join(packageDir("@mermaid-js/layout-elk"), "dist"),
};

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") {
      return route.fulfill({ body: "<!doctype html><html><body></body></html>", contentType: "text/html" });
    }
    for (const [prefix, dir] of Object.entries(SERVED)) {
      const file = normalize(join(dir, pathname.slice(prefix.length)));
      if (pathname.startsWith(prefix) && file.startsWith(dir)) {
        return route.fulfill({ body: readFileSync(file), contentType: "text/javascript" });
      }
    }
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  // Given as text: the bundler that runs this script renames functions inside callbacks.
  await page.evaluate(`(async () => {
    const mermaid = (await import("${ORIGIN}/mermaid/mermaid.esm.min.mjs")).default;
    const elk = (await import("${ORIGIN}/elk/mermaid-layout-elk.esm.min.mjs")).default;
    mermaid.registerLayoutLoaders(elk);
    mermaid.initialize(${JSON.stringify(MERMAID_CONFIG)});
    globalThis.flowsMermaid = mermaid;
  })()`);
  return page;
}

export async function openSvgRenderer(executablePath = CHROMIUM_PATH): Promise<SvgRenderer> {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  const page = await openPage(browser);
  return {
    // Mermaid returns HTML markup (labels hold `<br>`); serialised as XML, the file is an SVG any
    // image viewer opens (an <img>, GitHub), not only an HTML page that inlines it.
    render: (name, source) =>
      page.evaluate(
        `globalThis.flowsMermaid.render(${JSON.stringify(`flow-${name}`)}, ${JSON.stringify(source)}).then((r) => {
          const svg = new DOMParser().parseFromString(r.svg, "text/html").body.firstElementChild;
          return new XMLSerializer().serializeToString(svg);
        })`,
      ) as Promise<string>,
    close: () => browser.close(),
  };
}

/** A PNG of an SVG, to look at a diagram where SVG cannot be shown (`npm run diagrams -- --png`). */
export async function svgToPng(svg: string, executablePath = CHROMIUM_PATH): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:white">${svg}</body></html>`,
    );
    const element = await page.$("svg");
    if (element === null) throw new Error("No SVG to screenshot.");
    return await element.screenshot();
  } finally {
    await browser.close();
  }
}
