import { describe, expect, it } from "vitest";
import {
  NO_BROWSER_MESSAGE,
  canInstallWithApt,
  ensureBrowser,
  existingBrowser,
  type BrowserFinderDeps,
} from "./find-browser";

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const install = (name: string) => `env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`;
const PLAYWRIGHT = "/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";

/** A machine with the given executables; apt "installs" /usr/bin/chromium when it may run. */
function machine(options: {
  readonly executables?: readonly string[];
  readonly env?: Record<string, string>;
  readonly root?: boolean;
  readonly osRelease?: string;
  readonly apt?: boolean;
  readonly aptWorks?: boolean;
  /** Whether the distribution has the chromium-headless-shell package (Ubuntu has not). */
  readonly shellPackage?: boolean;
}) {
  const executables = new Set(options.executables ?? []);
  const ran: string[] = [];
  const logged: string[] = [];
  const deps: BrowserFinderDeps = {
    env: options.env ?? {},
    isExecutable: (path) => executables.has(path),
    playwrightChromium: () => PLAYWRIGHT,
    isRoot: () => options.root ?? false,
    osRelease: () => options.osRelease ?? "",
    hasCommand: (name) => name === "apt-get" && (options.apt ?? false),
    run: (command, args) => {
      ran.push([command, ...args].join(" "));
      if (options.aptWorks === false) return false;
      if (args.includes("chromium")) executables.add("/usr/bin/chromium");
      if (args.includes("chromium-headless-shell")) {
        if (options.shellPackage === false) return false;
        executables.add("/usr/bin/chromium-headless-shell");
      }
      return true;
    },
    log: (line) => logged.push(line),
  };
  return { deps, ran, logged };
}

describe("finding a browser for npm test (issue 20 item 11)", () => {
  it("takes CHROMIUM_PATH first, and says so when it points at nothing", () => {
    const set = machine({
      env: { CHROMIUM_PATH: "/opt/chrome" },
      executables: ["/opt/chrome", "/usr/bin/chromium"],
    });
    expect(ensureBrowser(set.deps)).toEqual({ ok: true, path: "/opt/chrome", source: "CHROMIUM_PATH" });
    const wrong = machine({ env: { CHROMIUM_PATH: "/opt/none" }, root: true, apt: true, osRelease: DEBIAN });
    expect(ensureBrowser(wrong.deps)).toEqual({
      ok: false,
      message: "CHROMIUM_PATH is /opt/none, which is not an executable browser.",
    });
    expect(wrong.ran).toEqual([]);
  });

  it("then a browser Playwright installed, then the system's", () => {
    const both = machine({ executables: [PLAYWRIGHT, "/usr/bin/chromium"] });
    expect(existingBrowser(both.deps)).toEqual({ ok: true, path: PLAYWRIGHT, source: "playwright" });
    const chrome = machine({ executables: ["/usr/bin/google-chrome"] });
    expect(existingBrowser(chrome.deps)).toEqual({
      ok: true,
      path: "/usr/bin/google-chrome",
      source: "system",
    });
  });

  it("for the tests, a system headless shell before the system's full browser, never before CHROMIUM_PATH or Playwright's", () => {
    const shell = "/usr/bin/chromium-headless-shell";
    const system = machine({ executables: ["/usr/bin/chromium", shell] });
    expect(existingBrowser(system.deps, "tests")).toEqual({ ok: true, path: shell, source: "system" });
    expect(existingBrowser(system.deps)).toEqual({ ok: true, path: "/usr/bin/chromium", source: "system" });
    const playwright = machine({ executables: [PLAYWRIGHT, shell] });
    expect(existingBrowser(playwright.deps, "tests")).toEqual({
      ok: true,
      path: PLAYWRIGHT,
      source: "playwright",
    });
    const configured = machine({
      env: { CHROMIUM_PATH: "/opt/chrome" },
      executables: ["/opt/chrome", shell],
    });
    expect(ensureBrowser(configured.deps)).toEqual({
      ok: true,
      path: "/opt/chrome",
      source: "CHROMIUM_PATH",
    });
  });

  it("installs Debian's Chromium and its headless shell where none exists and the machine allows it (root, apt, Debian or Ubuntu)", () => {
    const debian = machine({ root: true, apt: true, osRelease: DEBIAN });
    expect(ensureBrowser(debian.deps)).toEqual({
      ok: true,
      path: "/usr/bin/chromium-headless-shell",
      source: "installed",
    });
    expect(debian.ran).toEqual([
      "env DEBIAN_FRONTEND=noninteractive apt-get update -qq",
      install("chromium"),
      install("chromium-headless-shell"),
    ]);
    // Ubuntu has no headless shell package: the full browser serves.
    const ubuntu = machine({ root: true, apt: true, osRelease: UBUNTU, shellPackage: false });
    expect(ensureBrowser(ubuntu.deps)).toEqual({ ok: true, path: "/usr/bin/chromium", source: "installed" });
  });

  it("otherwise stops at once with one line saying how, installing nothing", () => {
    for (const options of [
      { root: false, apt: true, osRelease: DEBIAN },
      { root: true, apt: false, osRelease: DEBIAN },
      { root: true, apt: true, osRelease: FEDORA },
      { root: true, apt: true, osRelease: "" },
    ]) {
      const none = machine(options);
      expect(canInstallWithApt(none.deps)).toBe(false);
      expect(ensureBrowser(none.deps)).toEqual({ ok: false, message: NO_BROWSER_MESSAGE });
      expect(none.ran).toEqual([]);
    }
    expect(NO_BROWSER_MESSAGE).not.toContain("\n");
  });

  it("a failed installation gives the same one line", () => {
    const failing = machine({ root: true, apt: true, osRelease: DEBIAN, aptWorks: false });
    expect(ensureBrowser(failing.deps)).toEqual({ ok: false, message: NO_BROWSER_MESSAGE });
  });
});
