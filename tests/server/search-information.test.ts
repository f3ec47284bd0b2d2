import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk } from "../../core/schemas/decode";
import { decodeSearchAnswer, type SearchAnswer } from "../../core/search/search-wire";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const of = (answer: SearchAnswer, source: string) => answer.hits.filter((hit) => hit.source === source);

const HEAD_OFFICE = "6900000001";
const FRANCHISEE = "6900000002";
const STORE_MANAGER = "6900000003";
const STAFF = "6900000004";
const TRAINEE = "6900000005";

/** Issue #32: custom pages in the search, by title and body in both languages. */
describe.each(databases)("search of custom pages on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const search = async (mobile: string, q: string, store?: number): Promise<SearchAnswer> => {
    const where = store === undefined ? "" : `&location_id=${store}`;
    const response = await getJson(server.api, `search?q=${encodeURIComponent(q)}${where}`, tokens[mobile]);
    expect(response.status).toBe(200);
    const answer = decodeSearchAnswer(await response.json());
    if (!isOk(answer)) throw answer.error;
    return answer.value;
  };
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  it("finds a page by its title or body in any case, accent and inflection, in both languages", async () => {
    for (const mobile of [TRAINEE, STAFF, HEAD_OFFICE]) {
      for (const q of ["ΕΠΙΣΤΡΟΦΩΝ", "επιστροφές", "Returns policy", "αποδειξη αγορας"]) {
        const answer = await search(mobile, q);
        expect(answer.searched).toContain("pages");
        const hit = of(answer, "pages").find((h) => h.path === "/page/returns-policy");
        expect(hit?.title).toBe("Πολιτική επιστροφών");
      }
    }
  });

  it("matches a page's text, not its tags", async () => {
    expect(of(await search(FRANCHISEE, "strong"), "pages")).toEqual([]);
  });
});
