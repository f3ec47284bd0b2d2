import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typeScriptFilesUnder } from "./support/project-files";

/*
 * Every request of the browser app goes through adapters/api/http-client.ts: the spec's headers,
 * the one refresh and retry on a 401 that the refresh machine hears of, idempotency keys, uploads
 * with progress, and tagged errors live there once. A second module that talks to the network by
 * itself drifts (the ticket adapter's copy once refreshed without restarting the 55-minute timer).
 */

const BROWSER_FOLDERS = ["core", "machines", "ui", "adapters"];
const THE_CLIENT = "adapters/api/http-client.ts";
const NETWORK_CALLS = [
  /\bfetch\s*\(/u,
  /\bnew\s+XMLHttpRequest\b/u,
  /\bsendBeacon\s*\(/u,
  /\bnew\s+(?:EventSource|WebSocket)\b/u,
];

/** Source lines that talk to the network by themselves (comments left out). */
export function networkCalls(source: string): readonly string[] {
  return source
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/u, "").trim())
    .filter((line) => !line.startsWith("*") && !line.startsWith("/*"))
    .filter((line) => NETWORK_CALLS.some((pattern) => pattern.test(line)));
}

const browserSources = (folder: string): string[] =>
  typeScriptFilesUnder(folder, "sources").filter((path) => !path.endsWith("test-fetch.ts"));

describe("one HTTP client in the browser", () => {
  it("finds fetch, XMLHttpRequest, beacons and sockets, and not words in comments", () => {
    expect(networkCalls("const r = await fetch(url);")).toHaveLength(1);
    expect(networkCalls("const x = new XMLHttpRequest();")).toHaveLength(1);
    expect(networkCalls("navigator.sendBeacon(url, body);")).toHaveLength(1);
    expect(networkCalls("const s = new WebSocket(url);")).toHaveLength(1);
    expect(networkCalls("// we never fetch(x) here\n * fetch( in a doc comment")).toEqual([]);
    expect(networkCalls("readonly createXhr?: () => XMLHttpRequest;")).toEqual([]);
  });

  it("no browser module but the client calls the network", () => {
    const offenders = BROWSER_FOLDERS.flatMap(browserSources)
      .filter((path) => path !== THE_CLIENT)
      .flatMap((path) => networkCalls(readFileSync(path, "utf8")).map((line) => `${path}: ${line}`));
    expect(offenders).toEqual([]);
    expect(networkCalls(readFileSync(THE_CLIENT, "utf8")).length).toBeGreaterThan(0);
  });
});
