import { accessSync, constants, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import type { BrowserFinderDeps } from "./find-browser";

/** The real machine for scripts/find-browser.ts. */
export function browserFinderOnThisMachine(): BrowserFinderDeps {
  return {
    env: process.env,
    isExecutable: (path) => {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    playwrightChromium: () => {
      try {
        // Where `npx playwright install chromium` puts its browser (the path exists only once installed).
        const { chromium } = createRequire(import.meta.url)("playwright-core") as {
          chromium: { executablePath: () => string };
        };
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    },
    isRoot: () => process.getuid?.() === 0,
    osRelease: () => {
      try {
        return readFileSync("/etc/os-release", "utf8");
      } catch {
        return "";
      }
    },
    hasCommand: (name) => spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0,
    run: (command, args) => spawnSync(command, [...args], { stdio: "inherit" }).status === 0,
    log: (line) => console.log(line),
  };
}
