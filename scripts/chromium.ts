/**
 * How every tool of ours starts Debian's Chromium (Playwright cannot download its own browsers
 * here): the browser tests, the diagrams' renderer and the benchmarks. Headless, no sandbox (we
 * run as root in CI), no GPU, and nothing that reaches the network by itself.
 */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
