import { describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { getJson } from "./support/http";
import {
  HEAD_OFFICE,
  STORE_MANAGER,
  TRAINEE,
  HERAKLION_MANAGER,
  hitsOf,
  titlesOf,
  useSearchServer,
} from "./support/search";

const databases = await availableDatabases();

/** Demo data (server/tasks/seed/tasks-demo-data.ts): every store with people has the same list. */
const HACCP_PROJECT = "Υγιεινή και ασφάλεια τροφίμων (HACCP)";
/** Its description: "Καταγραφή στο ημερολόγιο HACCP πρωί και απόγευμα." */
const FRIDGE_TASK = "Έλεγχος θερμοκρασιών ψυγείων";
const MARKETING_TASK = "Φωτογράφιση βιτρίνας για το τμήμα marketing";

describe.each(databases)("search of tasks and task projects on $name", (target) => {
  const { search, server, token } = useSearchServer(target);

  it("finds the HACCP project and task by «HACCP» in any case (the issue's miss)", async () => {
    for (const q of ["HACCP", "haccp", "Haccp"]) {
      const answer = await search(STORE_MANAGER, q, 1);
      expect(answer.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
      expect(titlesOf(answer, "task_projects")).toEqual([HACCP_PROJECT]);
      // The task holds the word in its description only.
      expect(titlesOf(answer, "tasks")).toContain(FRIDGE_TASK);
    }
    const [project] = hitsOf(await search(STORE_MANAGER, "HACCP", 1), "task_projects");
    expect(project?.path).toMatch(/^\/tasks\?project=\d+$/u);
    expect(project?.store).toBeTruthy();
  });

  it("finds Greek words in another accent, case or ending, and Latin words inside Greek titles", async () => {
    for (const q of ["θερμοκρασία ψυγεία", "ΘΕΡΜΟΚΡΑΣΙΕΣ", "ψυγειων"])
      expect(titlesOf(await search(STORE_MANAGER, q, 1), "tasks")).toContain(FRIDGE_TASK);
    expect(titlesOf(await search(STORE_MANAGER, "MARKETING", 1), "tasks")).toContain(MARKETING_TASK);
    expect(titlesOf(await search(STORE_MANAGER, "υγιεινη τροφιμα", 1), "task_projects")).toEqual([
      HACCP_PROJECT,
    ]);
    const [task] = hitsOf(await search(STORE_MANAGER, "ψυγεία", 1), "tasks");
    expect(task?.path).toMatch(/^\/tasks\?task=\d+$/u);
    // The hit is the caller's to open: GET tasks/{id} answers it.
    expect((await getJson(server().api, `tasks/${task?.id}`, token(STORE_MANAGER))).status).toBe(200);
  });

  it("searches only the selected store, and only one the caller may see", async () => {
    const mine = hitsOf(await search(STORE_MANAGER, "HACCP", 1), "tasks").map((hit) => hit.id);
    const theirs = hitsOf(await search(HERAKLION_MANAGER, "HACCP", 4), "tasks");
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((hit) => hit.id).some((id) => mine.includes(id))).toBe(false);
    // Store 4 is not the manager of store 1's: open kinds, no hits.
    const elsewhere = await search(STORE_MANAGER, "HACCP", 4);
    expect(elsewhere.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
    expect(hitsOf(elsewhere, "tasks")).toEqual([]);
    expect(hitsOf(elsewhere, "task_projects")).toEqual([]);
    // No store selected: nothing of a store's.
    const none = await search(STORE_MANAGER, "HACCP");
    expect(hitsOf(none, "tasks")).toEqual([]);
    expect(hitsOf(none, "task_projects")).toEqual([]);
    // The every-store grant sees store 4's, named by store.
    const office = hitsOf(await search(HEAD_OFFICE, "HACCP", 4), "tasks");
    expect(office.map((hit) => hit.id).toSorted()).toEqual(theirs.map((hit) => hit.id).toSorted());
    expect(office.every((hit) => hit.store === theirs[0]?.store)).toBe(true);
  });

  it("is open to every role with the store's tasks list, trainees too (spec 6)", async () => {
    const answer = await search(TRAINEE, "HACCP", 1);
    expect(answer.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
    expect(titlesOf(answer, "task_projects")).toEqual([HACCP_PROJECT]);
    expect((await getJson(server().api, "tasks?location_id=1", token(TRAINEE))).status).toBe(200);
  });
});
