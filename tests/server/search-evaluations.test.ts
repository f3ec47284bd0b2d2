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

/** Issue #32: a store's evaluations and the checklists in the search, with their lists' rights and store scope. */
describe.each(databases)("search of evaluations and checklists on $name", (target) => {
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

  it("finds the selected store's evaluations and the checklists for franchisees and store managers", async () => {
    for (const mobile of [FRANCHISEE, STORE_MANAGER]) {
      const answer = await search(mobile, "ΥΓΙΕΙΝΗΣ καταστηματα", 1);
      expect(answer.searched).toEqual(expect.arrayContaining(["evaluations", "checklists"]));
      const evaluations = of(answer, "evaluations");
      expect(evaluations.length).toBeGreaterThan(0);
      for (const hit of evaluations) {
        expect(hit.title).toBe("Υγιεινή και ασφάλεια καταστήματος");
        expect(hit.path).toBe(`/evaluations-report/${hit.id}`);
      }
      expect(new Set(evaluations.map((h) => h.store)).size).toBe(1);
      const checklist = of(answer, "checklists").find((h) => h.title === "Υγιεινή και ασφάλεια καταστήματος");
      expect(checklist?.path).toBe(`/checklists/${checklist?.id}`);
    }
  });

  it("gives staff their store's evaluations but no checklists, and trainees neither", async () => {
    const staff = await search(STAFF, "εξυπηρετηση", 2);
    expect(staff.searched).toContain("evaluations");
    expect(staff.searched).not.toContain("checklists");
    expect(of(staff, "evaluations").length).toBeGreaterThan(0);
    expect(of(staff, "evaluations").every((h) => h.path === "/evaluations")).toBe(true);
    const trainee = await search(TRAINEE, "εξυπηρετηση", 1);
    expect(trainee.searched).not.toContain("evaluations");
    expect(trainee.searched).not.toContain("checklists");
    expect(trainee.hits.filter((h) => h.source === "evaluations" || h.source === "checklists")).toEqual([]);
  });

  it("finds nothing of a store the caller may not see", async () => {
    // The store manager works in store 1 only; store 2's evaluations stay hidden.
    const answer = await search(STORE_MANAGER, "υγιεινη", 2);
    expect(of(answer, "evaluations")).toEqual([]);
    expect(of(answer, "checklists")).toEqual([]);
    const own = of(await search(STORE_MANAGER, "υγιεινη", 1), "evaluations");
    const headOffice = of(await search(HEAD_OFFICE, "υγιεινη", 2), "evaluations");
    expect(headOffice.length).toBeGreaterThan(0);
    expect(headOffice.some((h) => own.some((o) => o.id === h.id))).toBe(false);
  });
});
