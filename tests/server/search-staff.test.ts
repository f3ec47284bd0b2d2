import { describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../core/search/search-wire";
import { availableDatabases } from "./support/database-targets";
import {
  HEAD_OFFICE,
  FRANCHISEE,
  STORE_MANAGER,
  STAFF,
  TRAINEE,
  HERAKLION_MANAGER,
  useSearchServer,
} from "./support/search";

/*
 * The search's people (issue #32): the staff area's source, over the real server on PGlite and
 * PostgreSQL, with the demo accounts and server/staff/seed (store 1 "Σύνταγμα": Νίκος Αλεξίου, shift
 * supervisor; Αλέξανδρος Νικολάου, cook; Γιάννης Μαυρίδης, barista; Στέλιος Καραγιάννης, deactivated;
 * store 2: Βασιλική Θεοδωρίδου, Παναγιώτης Οικονόμου, cook).
 */

const databases = await availableDatabases();

const people = (answer: SearchAnswer) => answer.hits.filter((h) => h.source === "people");

describe.each(databases)("search of people on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds a person of the store by name in another case, accent and ending, with their position", async () => {
    for (const q of ["ΑΛΕΞΙΟΥ", "αλεξίου νικος", "Αλεξίου"]) {
      const hits = people(await search(FRANCHISEE, q, 1));
      expect(hits.map((h) => h.title)).toEqual(["Νίκος Αλεξίου"]);
      expect(hits[0]).toMatchObject({
        id: 3,
        excerpt: "Υπεύθυνος Βάρδιας",
        path: "/users",
        store: "Σύνταγμα",
      });
    }
    // An inflected surname ("Νικολάου" typed as "νικολαος") and the English position.
    const english = people(await search(STORE_MANAGER, "νικολαος", 1, "en"));
    expect(english.map((h) => [h.title, h.excerpt])).toEqual([["Αλέξανδρος Νικολάου", "Cook"]]);
  });

  it("finds people by job position in Greek or English and by a Latin word (e-mail, position)", async () => {
    const cooks = people(await search(STORE_MANAGER, "ΜΑΓΕΙΡΕΣ", 1)).map((h) => h.title);
    expect(cooks).toEqual(["Αλέξανδρος Νικολάου"]);
    expect(people(await search(STORE_MANAGER, "cook", 1)).map((h) => h.title)).toEqual(cooks);
    expect(people(await search(STORE_MANAGER, "barista", 1)).map((h) => h.title)).toEqual([
      "Γιάννης Μαυρίδης",
    ]);
    expect(people(await search(STORE_MANAGER, "a.nikolaou", 1)).map((h) => h.title)).toEqual(cooks);
  });

  it("lists as the staff list does: the store's deactivated people too, nobody of another store", async () => {
    // Στέλιος Καραγιάννης is on store 1's list as deactivated.
    expect(people(await search(STORE_MANAGER, "καραγιαννης", 1)).map((h) => h.title)).toEqual([
      "Στέλιος Καραγιάννης",
    ]);
    // Store 2's cook and people are not found from store 1, but are from store 2 by its franchisee.
    expect(people(await search(FRANCHISEE, "θεοδωριδου", 1))).toEqual([]);
    expect(people(await search(FRANCHISEE, "μαγειρας", 1)).map((h) => h.title)).toEqual([
      "Αλέξανδρος Νικολάου",
    ]);
    const second = people(await search(FRANCHISEE, "θεοδωριδου", 2));
    expect(second.map((h) => [h.title, h.store])).toEqual([["Βασιλική Θεοδωρίδου", "Αριστοτέλους"]]);
    // A store that is not the caller's, or none selected: open, nothing found.
    for (const [mobile, store] of [
      [STORE_MANAGER, 2],
      [HERAKLION_MANAGER, 1],
      [FRANCHISEE, 4],
      [FRANCHISEE, undefined],
    ] as const) {
      const answer = await search(mobile, "θεοδωριδου αλεξιου", store);
      expect(people(answer)).toEqual([]);
      expect(people(await search(mobile, "αλεξιου", store))).toEqual([]);
      expect(answer.searched).toContain("people");
    }
  });

  it("is closed to those who may not see the staff list: no hit, and not among the kinds searched", async () => {
    for (const [mobile, store] of [
      [STAFF, 2],
      [TRAINEE, 1],
      [HEAD_OFFICE, 1],
    ] as const) {
      const answer = await search(mobile, "αλεξιου", store);
      expect(people(answer)).toEqual([]);
      expect(answer.searched).not.toContain("people");
      expect(people(await search(mobile, "θεοδωριδου", store))).toEqual([]);
    }
  });
});
