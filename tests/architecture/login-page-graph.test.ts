import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The login page loads only what signing in needs (DESIGN.md budget, issue #21): the app's entry
 * and what it imports statically (the module preloads Vite lists beside the entry in app.html,
 * which boot-*.js adds on the login page) must not hold effect (the schema decoders),
 * temporal-polyfill, the trace recorder, the whole catalogue, MSAL or the signed-in app's machines.
 * Those load after sign-in or on idle after the first input. Read from the source maps of the
 * built chunks (dist/web, a production build: tests/support/ensure-web-build.ts; Playwright and
 * `npm run bench:web` rebuild it).
 */

const WEB = "dist/web";
const FORBIDDEN: ReadonlyArray<readonly [string, RegExp]> = [
  ["effect (schema decoders)", /node_modules\/effect\//u],
  ["temporal-polyfill", /node_modules\/temporal-polyfill\//u],
  ["the trace recorder", /adapters\/trace-recorder\//u],
  ["the whole catalogue", /core\/(?:i18n\/catalogue|areas\/area-catalogues)\.ts$/u],
  ["MSAL", /node_modules\/@azure\/msal-browser\//u],
  ["a signed-in machine", /machines\/session\/(?:token-refresh|acting-as|store-selection)\.machine\.ts$/u],
];

/** The entry script and its module preloads: every file the app's start loads before it runs. */
function staticGraph(): string[] {
  const page = readFileSync(`${WEB}/app.html`, "utf8");
  const entry = [...page.matchAll(/<script type="module" crossorigin src="\/portal\/([^"]+)"/gu)];
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="\/portal\/([^"]+)"/gu)];
  return [...entry, ...preloads].map((match) => match[1] ?? "");
}

describe("the login page's static graph", () => {
  const files = staticGraph();

  it("is the entry and its preloads", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files[0]).toMatch(/^assets\/index-.+\.js$/u);
  });

  it("holds nothing that signing in does not need", () => {
    const found = files.flatMap((file) => {
      // Rolldown's runtime (module glue, a few hundred bytes) is the one chunk without a map.
      if (/^assets\/rolldown-runtime-[\w-]+\.js$/u.test(file)) return [];
      const { sources } = JSON.parse(readFileSync(`${WEB}/${file}.map`, "utf8")) as { sources: string[] };
      return FORBIDDEN.filter(([, pattern]) => sources.some((source) => pattern.test(source))).map(
        ([what]) => `${file}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});
