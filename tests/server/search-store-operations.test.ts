import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk } from "../../core/schemas/decode";
import { decodeSearchAnswer, type SearchAnswer } from "../../core/search/search-wire";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

/*
 * The search's licences and equipment (issue #32): the store-operations area's two sources, over the
 * real server on PGlite and PostgreSQL, with the demo data of server/store-operations/seed (store 1
 * "Σύνταγμα" has the HACCP licence and the espresso machine; store 4 has no espresso machine).
 */

const databases = await availableDatabases();

const HEAD_OFFICE = "6900000001";
const FRANCHISEE = "6900000002"; // stores 1, 2, 3
const STORE_MANAGER = "6900000003"; // store 1
const STAFF = "6900000004"; // store 2
const TRAINEE = "6900000005"; // store 1
const OTHER_MANAGER = "6900000006"; // store 4, another company

const of = (answer: SearchAnswer, source: string) => answer.hits.filter((h) => h.source === source);

describe.each(databases)("search of licences and equipment on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE, OTHER_MANAGER])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  async function search(
    mobile: string,
    q: string,
    store: number | undefined,
    language = "el",
  ): Promise<SearchAnswer> {
    const where = store === undefined ? "" : `&location_id=${store}`;
    const response = await fetch(`${server.api}/search?q=${encodeURIComponent(q)}${where}`, {
      headers: { Language: language, ...bearer(tokens[mobile] ?? "") },
    });
    expect(response.status).toBe(200);
    const answer = decodeSearchAnswer(await response.json());
    if (!isOk(answer)) throw answer.error;
    return answer.value;
  }

  it("finds the store's HACCP licence by the Latin word in any case, with its expiry and screen", async () => {
    for (const q of ["HACCP", "haccp", "Haccp πιστοποιηση"]) {
      const answer = await search(STORE_MANAGER, q, 1);
      const hits = of(answer, "licenses");
      expect(hits.map((h) => h.title)).toEqual(["Πιστοποίηση HACCP (ISO 22000)"]);
      expect(hits[0]?.path).toBe(`/license/${hits[0]?.id}`);
      expect(hits[0]?.store).toBe("Σύνταγμα");
      expect(hits[0]?.excerpt).toMatch(/^Λήξη: \d\d\/\d\d\/\d{4}$/);
      expect(answer.searched).toContain("licenses");
    }
    const english = of(await search(STORE_MANAGER, "haccp", 1, "en"), "licenses");
    expect(english[0]?.excerpt).toMatch(/^Expiry: /);
  });

  it("finds a licence by a Greek word in another case, accent and inflection", async () => {
    const hits = of(await search(FRANCHISEE, "ΠΙΣΤΟΠΟΙΗΤΙΚΑ πυρασφαλειας", 1), "licenses");
    expect(hits.map((h) => h.title)).toEqual(["Πιστοποιητικό πυρασφάλειας"]);
    // "άδειες" finds the licences titled "Άδεια …" (store 1 has two of them; the third kind it lacks).
    const licences = of(await search(FRANCHISEE, "άδειες", 1), "licenses").map((h) => h.title);
    expect(licences).toContain("Άδεια μουσικής");
    expect(licences).not.toContain("Άδεια κατάληψης κοινόχρηστου χώρου (τραπεζοκαθίσματα)");
  });

  it("finds equipment by the Latin word in Greek text, by Greek inflection, and by its notes", async () => {
    const espresso = of(await search(STORE_MANAGER, "ESPRESSO", 1), "equipment");
    expect(espresso.map((h) => h.title)).toEqual(["Μηχανή espresso La Marzocco"]);
    expect(espresso[0]?.path).toBe(`/maintenance/${espresso[0]?.id}`);
    expect(espresso[0]?.store).toBe("Σύνταγμα");
    expect(espresso[0]?.excerpt).toMatch(/^Επόμενη συντήρηση: \d\d\/\d\d\/\d{4}$/);
    const cold = of(await search(STORE_MANAGER, "ψυκτικοί ΘΑΛΑΜΟΙ", 1), "equipment");
    expect(cold.map((h) => h.title)).toEqual(["Ψυκτικός θάλαμος"]);
    const notes = of(await search(FRANCHISEE, "γεννητριες ατμου", 1), "equipment");
    expect(notes.map((h) => h.title)).toEqual(["Φούρνος Rational iCombi Pro"]);
    expect(notes[0]?.excerpt).toContain("Καθαρισμός γεννήτριας ατμού");
  });

  it("searches only the selected store, and never one the caller may not see", async () => {
    // The franchisee's store 2 has its own HACCP licence: named by its store, not store 1's.
    const second = of(await search(FRANCHISEE, "haccp", 2), "licenses");
    expect(second.map((h) => h.store)).toEqual(["Αριστοτέλους"]);
    const first = of(await search(FRANCHISEE, "haccp", 1), "licenses");
    expect(first[0]?.id).not.toBe(second[0]?.id);
    // Store 4 has no espresso machine: store 1's is not found from there.
    const heraklion = await search(OTHER_MANAGER, "espresso", 4);
    expect(of(heraklion, "equipment")).toEqual([]);
    expect(heraklion.searched).toContain("equipment");
    // Stores that are not the caller's: nothing, whether selected or not.
    for (const [mobile, store] of [
      [OTHER_MANAGER, 1],
      [STORE_MANAGER, 2],
      [STORE_MANAGER, 9],
      [STORE_MANAGER, undefined],
    ] as const) {
      const answer = await search(mobile, "haccp espresso", store);
      expect(of(answer, "licenses")).toEqual([]);
      expect(of(await search(mobile, "espresso", store), "equipment")).toEqual([]);
      expect(answer.searched).toEqual(expect.arrayContaining(["licenses", "equipment"]));
    }
  });

  it("is closed to the roles that may not see the lists: no hit, and not among the kinds searched", async () => {
    for (const [mobile, store] of [
      [STAFF, 2],
      [TRAINEE, 1],
      [HEAD_OFFICE, 1],
    ] as const) {
      for (const q of ["haccp", "espresso"]) {
        const answer = await search(mobile, q, store);
        expect(of(answer, "licenses")).toEqual([]);
        expect(of(answer, "equipment")).toEqual([]);
        expect(answer.searched).not.toContain("licenses");
        expect(answer.searched).not.toContain("equipment");
      }
    }
  });
});
