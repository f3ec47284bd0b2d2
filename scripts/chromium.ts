import { browserFinderOnThisMachine } from "./browser-on-this-machine";
import { existingBrowser } from "./find-browser";

/**
 * How every tool of ours starts Chromium: the browser tests, the diagrams' renderer and the
 * benchmarks. The browser is found by scripts/find-browser.ts (CHROMIUM_PATH, Playwright's, the
 * system's); `npm test` installs one first where none exists and the machine allows it. Headless,
 * no sandbox (we run as root in CI), no GPU, and nothing that reaches the network by itself.
 */
const found = existingBrowser(browserFinderOnThisMachine());
export const CHROMIUM_PATH = found.ok ? found.path : "/usr/bin/chromium";

/** The browser tests' Chromium: a headless shell where the machine has one (find-browser.ts). */
const forTests = existingBrowser(browserFinderOnThisMachine(), "tests");
export const TEST_CHROMIUM_PATH = forTests.ok ? forTests.path : CHROMIUM_PATH;

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
