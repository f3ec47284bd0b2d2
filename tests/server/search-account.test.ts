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

/** Issue #32: the files of /files in the search, with that list's scope. */
describe.each(databases)("search of files on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds the HACCP manual in Files for every role, in any case and accent", async () => {
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE]) {
      for (const q of ["HACCP", "haccp", "ΕΓΧΕΙΡΙΔΙΟ υγιεινης", "εγχειρίδια"]) {
        const answer = await search(mobile, q);
        expect(answer.searched).toContain("files");
        const hit = hitsOf(answer, "files").find((h) => h.id === 501);
        expect(hit?.title).toBe("Εγχειρίδιο υγιεινής τροφίμων HACCP 2026.pdf");
        expect(hit?.path).toBe("/files");
      }
    }
  });

  it("finds a store's document only for its people, and a role's only for that role", async () => {
    const staff = hitsOf(await search(STAFF, "προγραμμα βαρδιων"), "files");
    expect(staff.map((h) => h.id)).toEqual([504]);
    expect(staff[0]?.store).toBeDefined();
    const franchisee = hitsOf(await search(FRANCHISEE, "προγραμμα βαρδιων"), "files");
    expect(franchisee.map((h) => h.id).toSorted()).toEqual([503, 504]);
    expect(hitsOf(await search(FRANCHISEE, "franchise"), "files").map((h) => h.id)).toContain(508);
    expect(hitsOf(await search(TRAINEE, "franchise"), "files").map((h) => h.id)).not.toContain(508);
  });
});
