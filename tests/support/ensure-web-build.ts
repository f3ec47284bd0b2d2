/**
 * Vitest global setup: the server tests serve the built browser app from dist/web (static files,
 * history fallback, precompressed assets). On a fresh clone nothing is built yet, so build it once
 * before any test file starts; a tree that already has a build keeps it (Playwright rebuilds for the
 * browser tests).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function ensureWebBuild(): void {
  if (existsSync("dist/web/index.html") && existsSync("dist/web/app.html")) return;
  console.log("Building the browser app for the server tests (dist/web is missing)…");
  // Vitest sets NODE_ENV=test, which this child would inherit and Vite would honour with a
  // development build of React; the server tests must serve what users get.
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
