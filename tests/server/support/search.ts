import { afterAll, beforeAll, expect } from "vitest";
import { isOk } from "../../../core/schemas/decode";
import { decodeSearchAnswer, type SearchAnswer, type SearchHit } from "../../../core/search/search-wire";
import type { DatabaseTarget } from "./database-targets";
import { bearer, loginTokens } from "./http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * What every search test file (tests/server/search-*.test.ts, issue #32) sets up the same way: the
 * demo accounts, one real server per database with those accounts signed in, and `GET search`
 * answered, checked (200) and decoded by the wire's own decoder.
 */

/* The demo accounts (server/seed/demo-data.ts) and the stores each sees. */
export const HEAD_OFFICE = "6900000001";
export const FRANCHISEE = "6900000002"; // stores 1, 2, 3
export const STORE_MANAGER = "6900000003"; // store 1
export const STAFF = "6900000004"; // store 2
export const TRAINEE = "6900000005"; // store 1
/** The manager of store 4 (Ηράκλειο), another company's. */
export const HERAKLION_MANAGER = "6900000006";
const DEMO_MOBILES = [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE, HERAKLION_MANAGER];

export interface SearchServer {
  /** The server, once `beforeAll` has started it. */
  readonly server: () => TestServer;
  /** A signed-in account's access token. */
  readonly token: (mobile: string) => string;
  /** `GET search?q=…[&location_id=…]` as that account, in the given UI language (Greek by default). */
  readonly search: (
    mobile: string,
    q: string,
    store?: number,
    language?: "el" | "en",
  ) => Promise<SearchAnswer>;
}

/** Starts a server on `target` for the calling `describe`, signs `mobiles` in, and stops it after. */
export function useSearchServer(
  target: DatabaseTarget,
  mobiles: readonly string[] = DEMO_MOBILES,
): SearchServer {
  let started: TestServer | undefined;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    started = await startTestServer(target);
    for (const mobile of mobiles) tokens.set(mobile, (await loginTokens(started.api, mobile)).access_token);
  });
  afterAll(() => started?.stop());

  const server = (): TestServer => {
    if (started === undefined) throw new Error("the search server has not started (use it inside a test)");
    return started;
  };
  const token = (mobile: string): string => {
    const found = tokens.get(mobile);
    if (found === undefined) throw new Error(`${mobile} is not signed in for this file's searches`);
    return found;
  };
  const search = async (mobile: string, q: string, store?: number, language: "el" | "en" = "el") => {
    const where = store === undefined ? "" : `&location_id=${store}`;
    const response = await fetch(`${server().api}/search?q=${encodeURIComponent(q)}${where}`, {
      headers: { Language: language, ...bearer(token(mobile)) },
    });
    expect(response.status).toBe(200);
    const answer = decodeSearchAnswer(await response.json());
    if (!isOk(answer)) throw answer.error;
    return answer.value;
  };
  return { server, token, search };
}

/** The hits of one kind (source), in the answer's order. */
export const hitsOf = (answer: SearchAnswer, source: string): readonly SearchHit[] =>
  answer.hits.filter((hit) => hit.source === source);

/** The titles of one kind's hits, in the answer's order. */
export const titlesOf = (answer: SearchAnswer, source: string): readonly string[] =>
  hitsOf(answer, source).map((hit) => hit.title);
