import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

/*
 * One list machine (issue #31 item 1): machines/lists/keyset-list.machine.ts pages every list, through
 * ui/components/use-keyset-list.ts. The training screens', the store records', the commerce lists', the
 * posts', the tickets' and the tasks' copies went into it (a row's action beside it: row-action.machine.ts) (the query the commerce tabs needed is the one machine's now).
 * A machine that invokes a page loader and has a "loadingMore" state is another keyset list, and fails
 * here unless it is one of those still to merge, each for the reason written beside it.
 */

const THE_LIST = "machines/lists/keyset-list.machine.ts";

/** Lists that still page by themselves, and what they add that the one list does not have yet. */
const STILL_TO_MERGE: Readonly<Record<string, string>> = {
  "machines/staff/staff-list.machine.ts": "deactivating a person from the list",
};

/** Whether a machine's source pages a list: a "loadingMore" state and a page-loading actor. */
export function pagesAList(source: string): boolean {
  return /\bloadingMore\s*:/u.test(source) && /\bload(?:Page|More|Next)\b/u.test(source);
}

describe("one keyset list machine (issue #31)", () => {
  it("recognises a list machine, not a form or a load", () => {
    expect(pagesAList('states: { loadingMore: { invoke: { src: "loadPage" } } }')).toBe(true);
    expect(pagesAList('states: { loading: { invoke: { src: "loadPage" } } }')).toBe(false);
    expect(pagesAList('states: { saving: { invoke: { src: "save" } } }')).toBe(false);
  });

  it("no machine pages a list but the one keyset list and those still to merge", () => {
    const lists = typeScriptFilesUnder("machines", "sources")
      .filter((path) => path.endsWith(".machine.ts"))
      .filter((path) => pagesAList(readFileSync(path, "utf8")));
    expect(lists).toContain(THE_LIST);
    expect(lists.filter((path) => path !== THE_LIST && STILL_TO_MERGE[path] === undefined)).toEqual([]);
  });

  it("the list of those still to merge shrinks: each one named there still exists", () => {
    const gone = Object.keys(STILL_TO_MERGE).filter(
      (path) => !pagesAList(readFileSync(join(PROJECT_ROOT, path), "utf8")),
    );
    expect(gone, "merged into the one list: take it out of STILL_TO_MERGE").toEqual([]);
  });
});
