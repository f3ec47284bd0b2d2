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

/** Issue #32: a store's evaluations and the checklists in the search, with their lists' rights and store scope. */
describe.each(databases)("search of evaluations and checklists on $name", (target) => {
  const { search } = useSearchServer(target);

  it("finds the selected store's evaluations and the checklists for franchisees and store managers", async () => {
    for (const mobile of [FRANCHISEE, STORE_MANAGER]) {
      const answer = await search(mobile, "ΥΓΙΕΙΝΗΣ καταστηματα", 1);
      expect(answer.searched).toEqual(expect.arrayContaining(["evaluations", "checklists"]));
      const evaluations = hitsOf(answer, "evaluations");
      expect(evaluations.length).toBeGreaterThan(0);
      for (const hit of evaluations) {
        expect(hit.title).toBe("Υγιεινή και ασφάλεια καταστήματος");
        expect(hit.path).toBe(`/evaluations-report/${hit.id}`);
      }
      expect(new Set(evaluations.map((h) => h.store)).size).toBe(1);
      const checklist = hitsOf(answer, "checklists").find(
        (h) => h.title === "Υγιεινή και ασφάλεια καταστήματος",
      );
      expect(checklist?.path).toBe(`/checklists/${checklist?.id}`);
    }
  });

  it("gives staff their store's evaluations but no checklists, and trainees neither", async () => {
    const staff = await search(STAFF, "εξυπηρετηση", 2);
    expect(staff.searched).toContain("evaluations");
    expect(staff.searched).not.toContain("checklists");
    expect(hitsOf(staff, "evaluations").length).toBeGreaterThan(0);
    expect(hitsOf(staff, "evaluations").every((h) => h.path === "/evaluations")).toBe(true);
    const trainee = await search(TRAINEE, "εξυπηρετηση", 1);
    expect(trainee.searched).not.toContain("evaluations");
    expect(trainee.searched).not.toContain("checklists");
    expect(trainee.hits.filter((h) => h.source === "evaluations" || h.source === "checklists")).toEqual([]);
  });

  it("finds nothing of a store the caller may not see", async () => {
    // The store manager works in store 1 only; store 2's evaluations stay hidden.
    const answer = await search(STORE_MANAGER, "υγιεινη", 2);
    expect(hitsOf(answer, "evaluations")).toEqual([]);
    expect(hitsOf(answer, "checklists")).toEqual([]);
    const own = hitsOf(await search(STORE_MANAGER, "υγιεινη", 1), "evaluations");
    const headOffice = hitsOf(await search(HEAD_OFFICE, "υγιεινη", 2), "evaluations");
    expect(headOffice.length).toBeGreaterThan(0);
    expect(headOffice.some((h) => own.some((o) => o.id === h.id))).toBe(false);
  });
});
