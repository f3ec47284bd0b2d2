import { describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import {
  HEAD_OFFICE,
  FRANCHISEE,
  STORE_MANAGER,
  STAFF,
  TRAINEE,
  hitsOf,
  useSearchServer,
} from "./support/search";

const databases = await availableDatabases();

/** Issue #32: training material, trainings (their audience and archive) and notes in the search. */
describe.each(databases)("search of the training area on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds training material in any case and accent, by an inflection and by a Latin word", async () => {
    for (const mobile of [TRAINEE, FRANCHISEE, HEAD_OFFICE]) {
      const answer = await search(mobile, "ΥΓΙΕΙΝΗΣ");
      expect(answer.searched).toEqual(expect.arrayContaining(["training_material", "trainings", "notes"]));
      const hit = hitsOf(answer, "training_material").find((h) => h.title.startsWith("Υγιεινή και ασφάλεια"));
      expect(hit?.path).toBe(`/training_material#material-${hit?.id}`);
    }
    // "Ωράριο"-style inflection: the plural finds the singular's stem.
    const plural = await search(STAFF, "εγχειρίδια");
    expect(hitsOf(plural, "training_material").map((h) => h.title)).toContain(
      "Εγχειρίδιο ταμειακού συστήματος",
    );
    const latin = await search(TRAINEE, "ESPRESSO");
    expect(hitsOf(latin, "training_material").map((h) => h.title)).toContain(
      "Οδηγός υποδοχής νέων συνεργατών",
    );
  });

  it("shows the part of a long body where the word is, for the browser to mark", async () => {
    // "espresso" is past the first 140 letters of the guide's body (core/search/search-excerpt.ts).
    const hit = hitsOf(await search(TRAINEE, "ESPRESSO"), "training_material").find(
      (h) => h.title === "Οδηγός υποδοχής νέων συνεργατών",
    );
    expect(hit?.excerpt).toMatch(/^…/u);
    expect(hit?.excerpt.toLowerCase()).toContain("espresso");
    expect([...(hit?.excerpt ?? "")].length).toBeLessThanOrEqual(142);
  });

  it("finds a training only for the roles it is meant for", async () => {
    // "HACCP" is in the description of the food-safety exam for staff and store managers.
    const exam = "Τεστ γνώσεων: υγιεινή και ασφάλεια τροφίμων";
    for (const mobile of [STAFF, STORE_MANAGER]) {
      const hit = hitsOf(await search(mobile, "haccp"), "trainings").find((h) => h.title === exam);
      expect(hit?.path).toBe("/training");
    }
    for (const mobile of [TRAINEE, FRANCHISEE]) {
      const answer = await search(mobile, "HACCP");
      expect(answer.searched).toContain("trainings");
      expect(hitsOf(answer, "trainings").map((h) => h.title)).not.toContain(exam);
    }
  });

  it("finds an ended training only for the roles the training history is open to", async () => {
    const ended = "Εξυπηρέτηση πελατών και διαχείριση παραπόνων";
    const staff = hitsOf(await search(STAFF, "εξυπηρετηση"), "trainings").find((h) => h.title === ended);
    expect(staff?.path).toBe("/training-history");
    // Meant for store managers too, but their role has no archive (training-history).
    expect(hitsOf(await search(STORE_MANAGER, "εξυπηρετηση"), "trainings").map((h) => h.title)).not.toContain(
      ended,
    );
  });

  it("finds knowledge-base notes for every role", async () => {
    for (const mobile of [TRAINEE, STAFF, HEAD_OFFICE]) {
      const hit = hitsOf(await search(mobile, "ΠΑΡΑΛΑΒΗ εμπορευματων"), "notes").find(
        (h) => h.title === "Παραλαβή εμπορευμάτων",
      );
      expect(hit?.path).toBe(`/notes/${hit?.id}`);
    }
  });
});
