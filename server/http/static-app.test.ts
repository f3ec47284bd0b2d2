import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/load-config";
import { createStaticApp } from "./static-app";

/** Whether the configuration read from `env` serves source maps publicly. */
function publicOf(env: Record<string, string>): boolean {
  const loaded = loadConfig({ JWT_SECRET: "x".repeat(40), ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join("; "));
  return loaded.config.sourceMapsPublic;
}

// Issue #29 item 8: production answered /portal/assets/*.map with 200 (the whole client source).
describe("source maps of the browser app", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "static-app-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "assets", "app-1.js"), "console.log(1)");
  writeFileSync(join(webRoot, "assets", "app-1.js.map"), "{}");

  it("are served in demo mode, and in production only with SOURCE_MAPS=public", () => {
    expect(publicOf({})).toBe(true);
    expect(publicOf({ NODE_ENV: "production" })).toBe(false);
    expect(publicOf({ NODE_ENV: "production", SOURCE_MAPS: "private" })).toBe(false);
    expect(publicOf({ NODE_ENV: "production", SOURCE_MAPS: "public" })).toBe(true);
    expect(loadConfig({ JWT_SECRET: "x".repeat(40), SOURCE_MAPS: "yes" }).ok).toBe(false);
  });

  it("the server answers 404 for a .map when they are not public, and still serves the scripts", async () => {
    const hidden = createStaticApp(webRoot, webRoot, { sourceMaps: false });
    expect((await hidden.request("/portal/assets/app-1.js.map")).status).toBe(404);
    expect((await hidden.request("/portal/assets/app-1.js.map.gz")).status).toBe(404);
    expect((await hidden.request("/portal/assets/app-1.js")).status).toBe(200);
    const shown = createStaticApp(webRoot, webRoot, { sourceMaps: true });
    expect((await shown.request("/portal/assets/app-1.js.map")).status).toBe(200);
  });
});
