import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The browser build that the server tests serve (made by tests/support/ensure-web-build.ts when
 * dist/web is missing) is a production build: React's development runtime (jsxDEV, owner stacks
 * through console.createTask) made the ticket list's scroll several times slower, and it slipped
 * in once because Vitest's NODE_ENV=test reached the build. A stale development build left by an
 * older checkout fails here too: delete dist/web and run again.
 */
describe("the built browser app", () => {
  const assets = "dist/web/assets";
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));

  it("has JavaScript chunks", () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it("bundles React's production runtime, not the development one", () => {
    const development = scripts.filter((name) =>
      readFileSync(`${assets}/${name}`, "utf8").includes("jsxDEV"),
    );
    expect(development, "development build in dist/web: delete it and run again").toEqual([]);
  });
});
