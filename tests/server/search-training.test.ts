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

/** Issue #32: training material, trainings (their audience and archive) and notes in the search. */
describe.each(databases)("search of the training area on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const search = async (mobile: string, q: string): Promise<SearchAnswer> => {
    const response = await getJson(server.api, `search?q=${encodeURIComponent(q)}`, tokens[mobile]);
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

  it("finds training material in any case and accent, by an inflection and by a Latin word", async () => {
    for (const mobile of [TRAINEE, FRANCHISEE, HEAD_OFFICE]) {
      const answer = await search(mobile, "ΥΓΙΕΙΝΗΣ");
      expect(answer.searched).toEqual(expect.arrayContaining(["training_material", "trainings", "notes"]));
      const hit = of(answer, "training_material").find((h) => h.title.startsWith("Υγιεινή και ασφάλεια"));
      expect(hit?.path).toBe(`/training_material#material-${hit?.id}`);
    }
    // "Ωράριο"-style inflection: the plural finds the singular's stem.
    const plural = await search(STAFF, "εγχειρίδια");
    expect(of(plural, "training_material").map((h) => h.title)).toContain("Εγχειρίδιο ταμειακού συστήματος");
    const latin = await search(TRAINEE, "ESPRESSO");
    expect(of(latin, "training_material").map((h) => h.title)).toContain("Οδηγός υποδοχής νέων συνεργατών");
  });

  it("finds a training only for the roles it is meant for", async () => {
    // "HACCP" is in the description of the food-safety exam for staff and store managers.
    const exam = "Τεστ γνώσεων: υγιεινή και ασφάλεια τροφίμων";
    for (const mobile of [STAFF, STORE_MANAGER]) {
      const hit = of(await search(mobile, "haccp"), "trainings").find((h) => h.title === exam);
      expect(hit?.path).toBe("/training");
    }
    for (const mobile of [TRAINEE, FRANCHISEE]) {
      const answer = await search(mobile, "HACCP");
      expect(answer.searched).toContain("trainings");
      expect(of(answer, "trainings").map((h) => h.title)).not.toContain(exam);
    }
  });

  it("finds an ended training only for the roles the training history is open to", async () => {
    const ended = "Εξυπηρέτηση πελατών και διαχείριση παραπόνων";
    const staff = of(await search(STAFF, "εξυπηρετηση"), "trainings").find((h) => h.title === ended);
    expect(staff?.path).toBe("/training-history");
    // Meant for store managers too, but their role has no archive (training-history).
    expect(of(await search(STORE_MANAGER, "εξυπηρετηση"), "trainings").map((h) => h.title)).not.toContain(
      ended,
    );
  });

  it("finds knowledge-base notes for every role", async () => {
    for (const mobile of [TRAINEE, STAFF, HEAD_OFFICE]) {
      const hit = of(await search(mobile, "ΠΑΡΑΛΑΒΗ εμπορευματων"), "notes").find(
        (h) => h.title === "Παραλαβή εμπορευμάτων",
      );
      expect(hit?.path).toBe(`/notes/${hit?.id}`);
    }
  });
});
