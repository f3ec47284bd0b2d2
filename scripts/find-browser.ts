/**
 * Where the browser tests, the diagrams and the benchmarks find a Chromium, so that `npm install &&
 * npm test` is all a newcomer runs (issue 20): CHROMIUM_PATH when set; else a browser Playwright has
 * installed (`npx playwright install chromium`); else the system's Chromium or Chrome; else, where
 * the machine allows it (root, apt, Debian or Ubuntu), Debian's package is installed; else the test
 * command stops at once with one line saying how to get one. The outside world comes in as `deps`,
 * so each way is tested without touching the machine (find-browser.test.ts).
 */

/** The system's browsers, in the order we prefer them. */
export const SYSTEM_BROWSERS: readonly string[] = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/**
 * Debian's "old headless" Chromium (package chromium-headless-shell): the browser the automated
 * browser tests prefer. It renders as Chromium does, without the full browser's UI and processes,
 * and Playwright uses the same kind of shell for its own headless runs. Three browser-test files
 * took 4.0 min with it against 5.3 min with the full browser, and Chromium's CPU fell from 314 s to
 * 187 s (BENCHMARKS.md, "Test suite time"). Benchmarks and diagrams keep the full browser users have.
 */
export const SYSTEM_HEADLESS_SHELLS: readonly string[] = [
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/chromium-headless-shell",
];

export interface BrowserFinderDeps {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly isExecutable: (path: string) => boolean;
  /** The executable of Playwright's own Chromium (it may not be installed), or undefined. */
  readonly playwrightChromium: () => string | undefined;
  readonly isRoot: () => boolean;
  /** The text of /etc/os-release, or "" where there is none. */
  readonly osRelease: () => string;
  readonly hasCommand: (name: string) => boolean;
  /** Runs a command, output shown; true when it exits 0. */
  readonly run: (command: string, args: readonly string[]) => boolean;
  readonly log: (line: string) => void;
}

export type BrowserSource = "CHROMIUM_PATH" | "playwright" | "system" | "installed";

export type FoundBrowser =
  | { readonly ok: true; readonly path: string; readonly source: BrowserSource }
  | { readonly ok: false; readonly message: string };

/** The one line printed when no browser can be had. */
export const NO_BROWSER_MESSAGE =
  "No Chromium found for the browser tests: run `npx playwright install chromium` (or `sudo apt-get install chromium`), or set CHROMIUM_PATH to a Chrome or Chromium binary, then run `npm test` again.";

/** What the browser is for: the automated tests take a headless shell before a full browser. */
export type BrowserUse = "tests" | "users";

/**
 * A browser that is already there: CHROMIUM_PATH, Playwright's, (for tests) a system headless shell,
 * or the system's browser. Never installs.
 */
export function existingBrowser(deps: BrowserFinderDeps, use: BrowserUse = "users"): FoundBrowser {
  const configured = deps.env["CHROMIUM_PATH"];
  if (configured !== undefined && configured !== "") {
    return deps.isExecutable(configured)
      ? { ok: true, path: configured, source: "CHROMIUM_PATH" }
      : { ok: false, message: `CHROMIUM_PATH is ${configured}, which is not an executable browser.` };
  }
  const playwright = deps.playwrightChromium();
  if (playwright !== undefined && deps.isExecutable(playwright))
    return { ok: true, path: playwright, source: "playwright" };
  const candidates = use === "tests" ? [...SYSTEM_HEADLESS_SHELLS, ...SYSTEM_BROWSERS] : SYSTEM_BROWSERS;
  const system = candidates.find((path) => deps.isExecutable(path));
  if (system !== undefined) return { ok: true, path: system, source: "system" };
  return { ok: false, message: NO_BROWSER_MESSAGE };
}

/** Whether this machine lets us install Debian's Chromium ourselves: root, apt-get, Debian or Ubuntu. */
export function canInstallWithApt(deps: BrowserFinderDeps): boolean {
  const release = deps.osRelease();
  const family = /^(?:ID|ID_LIKE)=["']?([^"'\n]*)/gmu;
  const names = [...release.matchAll(family)].flatMap((match) => (match[1] ?? "").split(/\s+/u));
  return (
    deps.isRoot() &&
    deps.hasCommand("apt-get") &&
    names.some((name) => name === "debian" || name === "ubuntu")
  );
}

/**
 * A browser for `npm test`: one already there, else Debian's package installed when the machine
 * allows it (with its headless shell where the distribution has one: Ubuntu does not, so that one
 * may fail alone), else the one line that says how to get one.
 */
export function ensureBrowser(deps: BrowserFinderDeps): FoundBrowser {
  const existing = existingBrowser(deps, "tests");
  if (existing.ok || deps.env["CHROMIUM_PATH"]) return existing;
  if (!canInstallWithApt(deps)) return existing;
  deps.log("No Chromium found: installing Debian's package (apt-get install chromium)…");
  const env = ["DEBIAN_FRONTEND=noninteractive"];
  const installed =
    deps.run("env", [...env, "apt-get", "update", "-qq"]) &&
    deps.run("env", [...env, "apt-get", "install", "-y", "-qq", "chromium"]);
  if (installed) deps.run("env", [...env, "apt-get", "install", "-y", "-qq", "chromium-headless-shell"]);
  const after = existingBrowser(deps, "tests");
  if (installed && after.ok) return { ok: true, path: after.path, source: "installed" };
  return { ok: false, message: NO_BROWSER_MESSAGE };
}
