import { describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import {
  HEAD_OFFICE,
  FRANCHISEE,
  STORE_MANAGER,
  STAFF,
  TRAINEE,
  HERAKLION_MANAGER,
  hitsOf,
  useSearchServer,
} from "./support/search";

/*
 * The search's licences and equipment (issue #32): the store-operations area's two sources, over the
 * real server on PGlite and PostgreSQL, with the demo data of server/store-operations/seed (store 1
 * "Σύνταγμα" has the HACCP licence and the espresso machine; store 4 has no espresso machine).
 */

const databases = await availableDatabases();

describe.each(databases)("search of licences and equipment on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds the store's HACCP licence by the Latin word in any case, with its expiry and screen", async () => {
    for (const q of ["HACCP", "haccp", "Haccp πιστοποιηση"]) {
      const answer = await search(STORE_MANAGER, q, 1);
      const hits = hitsOf(answer, "licenses");
      expect(hits.map((h) => h.title)).toEqual(["Πιστοποίηση HACCP (ISO 22000)"]);
      expect(hits[0]?.path).toBe(`/license/${hits[0]?.id}`);
      expect(hits[0]?.store).toBe("Σύνταγμα");
      expect(hits[0]?.excerpt).toMatch(/^Λήξη: \d\d\/\d\d\/\d{4}$/);
      expect(answer.searched).toContain("licenses");
    }
    const english = hitsOf(await search(STORE_MANAGER, "haccp", 1, "en"), "licenses");
    expect(english[0]?.excerpt).toMatch(/^Expiry: /);
  });

  it("finds a licence by a Greek word in another case, accent and inflection", async () => {
    const hits = hitsOf(await search(FRANCHISEE, "ΠΙΣΤΟΠΟΙΗΤΙΚΑ πυρασφαλειας", 1), "licenses");
    expect(hits.map((h) => h.title)).toEqual(["Πιστοποιητικό πυρασφάλειας"]);
    // "άδειες" finds the licences titled "Άδεια …" (store 1 has two of them; the third kind it lacks).
    const licences = hitsOf(await search(FRANCHISEE, "άδειες", 1), "licenses").map((h) => h.title);
    expect(licences).toContain("Άδεια μουσικής");
    expect(licences).not.toContain("Άδεια κατάληψης κοινόχρηστου χώρου (τραπεζοκαθίσματα)");
  });

  it("finds equipment by the Latin word in Greek text, by Greek inflection, and by its notes", async () => {
    const espresso = hitsOf(await search(STORE_MANAGER, "ESPRESSO", 1), "equipment");
    expect(espresso.map((h) => h.title)).toEqual(["Μηχανή espresso La Marzocco"]);
    expect(espresso[0]?.path).toBe(`/maintenance/${espresso[0]?.id}`);
    expect(espresso[0]?.store).toBe("Σύνταγμα");
    expect(espresso[0]?.excerpt).toMatch(/^Επόμενη συντήρηση: \d\d\/\d\d\/\d{4}$/);
    const cold = hitsOf(await search(STORE_MANAGER, "ψυκτικοί ΘΑΛΑΜΟΙ", 1), "equipment");
    expect(cold.map((h) => h.title)).toEqual(["Ψυκτικός θάλαμος"]);
    const notes = hitsOf(await search(FRANCHISEE, "γεννητριες ατμου", 1), "equipment");
    expect(notes.map((h) => h.title)).toEqual(["Φούρνος Rational iCombi Pro"]);
    expect(notes[0]?.excerpt).toContain("Καθαρισμός γεννήτριας ατμού");
  });

  it("searches only the selected store, and never one the caller may not see", async () => {
    // The franchisee's store 2 has its own HACCP licence: named by its store, not store 1's.
    const second = hitsOf(await search(FRANCHISEE, "haccp", 2), "licenses");
    expect(second.map((h) => h.store)).toEqual(["Αριστοτέλους"]);
    const first = hitsOf(await search(FRANCHISEE, "haccp", 1), "licenses");
    expect(first[0]?.id).not.toBe(second[0]?.id);
    // Store 4 has no espresso machine: store 1's is not found from there.
    const heraklion = await search(HERAKLION_MANAGER, "espresso", 4);
    expect(hitsOf(heraklion, "equipment")).toEqual([]);
    expect(heraklion.searched).toContain("equipment");
    // Stores that are not the caller's: nothing, whether selected or not.
    for (const [mobile, store] of [
      [HERAKLION_MANAGER, 1],
      [STORE_MANAGER, 2],
      [STORE_MANAGER, 9],
      [STORE_MANAGER, undefined],
    ] as const) {
      const answer = await search(mobile, "haccp espresso", store);
      expect(hitsOf(answer, "licenses")).toEqual([]);
      expect(hitsOf(await search(mobile, "espresso", store), "equipment")).toEqual([]);
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
        expect(hitsOf(answer, "licenses")).toEqual([]);
        expect(hitsOf(answer, "equipment")).toEqual([]);
        expect(answer.searched).not.toContain("licenses");
        expect(answer.searched).not.toContain("equipment");
      }
    }
  });
});
