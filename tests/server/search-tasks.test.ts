import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk } from "../../core/schemas/decode";
import { decodeSearchAnswer, type SearchAnswer } from "../../core/search/search-wire";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const HEAD_OFFICE = "6900000001";
const STORE_MANAGER = "6900000003";
const TRAINEE = "6900000005";
const HERAKLION_MANAGER = "6900000006";

/** Demo data (server/tasks/seed/tasks-demo-data.ts): every store with people has the same list. */
const HACCP_PROJECT = "Υγιεινή και ασφάλεια τροφίμων (HACCP)";
/** Its description: "Καταγραφή στο ημερολόγιο HACCP πρωί και απόγευμα." */
const FRIDGE_TASK = "Έλεγχος θερμοκρασιών ψυγείων";
const MARKETING_TASK = "Φωτογράφιση βιτρίνας για το τμήμα marketing";

const of = (answer: SearchAnswer, source: string) => answer.hits.filter((hit) => hit.source === source);
const titles = (answer: SearchAnswer, source: string) => of(answer, source).map((hit) => hit.title);

describe.each(databases)("search of tasks and task projects on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of [HEAD_OFFICE, STORE_MANAGER, TRAINEE, HERAKLION_MANAGER])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const search = async (mobile: string, q: string, store?: number): Promise<SearchAnswer> => {
    const at = store === undefined ? "" : `&location_id=${store}`;
    const response = await getJson(server.api, `search?q=${encodeURIComponent(q)}${at}`, tokens[mobile]);
    expect(response.status).toBe(200);
    const result = decodeSearchAnswer(await response.json());
    if (!isOk(result)) throw result.error;
    return result.value;
  };

  it("finds the HACCP project and task by «HACCP» in any case (the issue's miss)", async () => {
    for (const q of ["HACCP", "haccp", "Haccp"]) {
      const answer = await search(STORE_MANAGER, q, 1);
      expect(answer.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
      expect(titles(answer, "task_projects")).toEqual([HACCP_PROJECT]);
      // The task holds the word in its description only.
      expect(titles(answer, "tasks")).toContain(FRIDGE_TASK);
    }
    const [project] = of(await search(STORE_MANAGER, "HACCP", 1), "task_projects");
    expect(project?.path).toMatch(/^\/tasks\?project=\d+$/u);
    expect(project?.store).toBeTruthy();
  });

  it("finds Greek words in another accent, case or ending, and Latin words inside Greek titles", async () => {
    for (const q of ["θερμοκρασία ψυγεία", "ΘΕΡΜΟΚΡΑΣΙΕΣ", "ψυγειων"])
      expect(titles(await search(STORE_MANAGER, q, 1), "tasks")).toContain(FRIDGE_TASK);
    expect(titles(await search(STORE_MANAGER, "MARKETING", 1), "tasks")).toContain(MARKETING_TASK);
    expect(titles(await search(STORE_MANAGER, "υγιεινη τροφιμα", 1), "task_projects")).toEqual([
      HACCP_PROJECT,
    ]);
    const [task] = of(await search(STORE_MANAGER, "ψυγεία", 1), "tasks");
    expect(task?.path).toMatch(/^\/tasks\?task=\d+$/u);
    // The hit is the caller's to open: GET tasks/{id} answers it.
    expect((await getJson(server.api, `tasks/${task?.id}`, tokens[STORE_MANAGER])).status).toBe(200);
  });

  it("searches only the selected store, and only one the caller may see", async () => {
    const mine = of(await search(STORE_MANAGER, "HACCP", 1), "tasks").map((hit) => hit.id);
    const theirs = of(await search(HERAKLION_MANAGER, "HACCP", 4), "tasks");
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((hit) => hit.id).some((id) => mine.includes(id))).toBe(false);
    // Store 4 is not the manager of store 1's: open kinds, no hits.
    const elsewhere = await search(STORE_MANAGER, "HACCP", 4);
    expect(elsewhere.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
    expect(of(elsewhere, "tasks")).toEqual([]);
    expect(of(elsewhere, "task_projects")).toEqual([]);
    // No store selected: nothing of a store's.
    const none = await search(STORE_MANAGER, "HACCP");
    expect(of(none, "tasks")).toEqual([]);
    expect(of(none, "task_projects")).toEqual([]);
    // The every-store grant sees store 4's, named by store.
    const office = of(await search(HEAD_OFFICE, "HACCP", 4), "tasks");
    expect(office.map((hit) => hit.id).toSorted()).toEqual(theirs.map((hit) => hit.id).toSorted());
    expect(office.every((hit) => hit.store === theirs[0]?.store)).toBe(true);
  });

  it("is open to every role with the store's tasks list, trainees too (spec 6)", async () => {
    const answer = await search(TRAINEE, "HACCP", 1);
    expect(answer.searched).toEqual(expect.arrayContaining(["tasks", "task_projects"]));
    expect(titles(answer, "task_projects")).toEqual([HACCP_PROJECT]);
    expect((await getJson(server.api, "tasks?location_id=1", tokens[TRAINEE])).status).toBe(200);
  });
});
