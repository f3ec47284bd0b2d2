import { describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { HEAD_OFFICE, FRANCHISEE, STAFF, TRAINEE, hitsOf, useSearchServer } from "./support/search";

const databases = await availableDatabases();

/** Issue #32: custom pages in the search, by title and body in both languages. */
describe.each(databases)("search of custom pages on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds a page by its title or body in any case, accent and inflection, in both languages", async () => {
    for (const mobile of [TRAINEE, STAFF, HEAD_OFFICE]) {
      for (const q of ["ΕΠΙΣΤΡΟΦΩΝ", "επιστροφές", "Returns policy", "αποδειξη αγορας"]) {
        const answer = await search(mobile, q);
        expect(answer.searched).toContain("pages");
        const hit = hitsOf(answer, "pages").find((h) => h.path === "/page/returns-policy");
        expect(hit?.title).toBe("Πολιτική επιστροφών");
      }
    }
  });

  it("matches a page's text, not its tags", async () => {
    expect(hitsOf(await search(FRANCHISEE, "strong"), "pages")).toEqual([]);
  });
});
