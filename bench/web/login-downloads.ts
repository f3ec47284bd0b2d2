import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";

/*
 * What Chromium actually downloads for the login page: a fresh headless browser (empty cache) opens
 * the page, waits until the network has been idle for 500 ms (Playwright's "networkidle") and a
 * little more for anything started on idle, and sums the encoded (on-the-wire, here brotli) bytes
 * of every response, per file, from the DevTools protocol's Network events. No user input: this is
 * what the page costs before anyone acts.
 */

export interface Download {
  readonly url: string;
  readonly type: string;
  /** Bytes on the wire, headers included (CDP `encodedDataLength` at loadingFinished). */
  readonly transferred: number;
  /** Bytes of the body after decoding. */
  readonly decoded: number;
}

const SETTLE_MS = 3000;

export async function loginDownloads(url: string): Promise<Download[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string; decoded: number }>();
    const downloads: Download[] = [];
    cdp.on("Network.responseReceived", (event) => {
      requests.set(event.requestId, { url: event.response.url, type: event.type, decoded: 0 });
    });
    cdp.on("Network.dataReceived", (event) => {
      const request = requests.get(event.requestId);
      if (request !== undefined) request.decoded += event.dataLength;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = requests.get(event.requestId);
      if (request === undefined) return;
      downloads.push({ ...request, transferred: event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Work started on idle (requestIdleCallback, timers) would show here; then idle again.
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState("networkidle");
    return downloads;
  } finally {
    await browser.close();
  }
}

export const isScript = (download: Download): boolean =>
  download.type === "Script" || new URL(download.url).pathname.endsWith(".js");
