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

/** Issue #32: the files of /files in the search, with that list's scope. */
describe.each(databases)("search of files on $name", (target) => {
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

  it("finds the HACCP manual in Files for every role, in any case and accent", async () => {
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE]) {
      for (const q of ["HACCP", "haccp", "ΕΓΧΕΙΡΙΔΙΟ υγιεινης", "εγχειρίδια"]) {
        const answer = await search(mobile, q);
        expect(answer.searched).toContain("files");
        const hit = of(answer, "files").find((h) => h.id === 501);
        expect(hit?.title).toBe("Εγχειρίδιο υγιεινής τροφίμων HACCP 2026.pdf");
        expect(hit?.path).toBe("/files");
      }
    }
  });

  it("finds a store's document only for its people, and a role's only for that role", async () => {
    const staff = of(await search(STAFF, "προγραμμα βαρδιων"), "files");
    expect(staff.map((h) => h.id)).toEqual([504]);
    expect(staff[0]?.store).toBeDefined();
    const franchisee = of(await search(FRANCHISEE, "προγραμμα βαρδιων"), "files");
    expect(franchisee.map((h) => h.id).toSorted()).toEqual([503, 504]);
    expect(of(await search(FRANCHISEE, "franchise"), "files").map((h) => h.id)).toContain(508);
    expect(of(await search(TRAINEE, "franchise"), "files").map((h) => h.id)).not.toContain(508);
  });
});
