import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typeScriptFilesUnder } from "./support/project-files";

/*
 * One list machine (issue #31 item 1): machines/lists/keyset-list.machine.ts pages every list, through
 * ui/components/use-keyset-list.ts, with the list's query (a store, a tab, filters) in its context;
 * an action on a row is a row-action machine beside it (machines/lists/row-action.machine.ts). The
 * training screens', the store records', the commerce lists', the posts', the tickets', the tasks'
 * and the staff list's copies went into it. A machine that invokes a page loader and has a
 * "loadingMore" state is another keyset list, and fails here.
 */

const THE_LIST = "machines/lists/keyset-list.machine.ts";

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

  it("no machine pages a list but the one keyset list", () => {
    const lists = typeScriptFilesUnder("machines", "sources")
      .filter((path) => path.endsWith(".machine.ts"))
      .filter((path) => pagesAList(readFileSync(path, "utf8")));
    expect(lists).toEqual([THE_LIST]);
  });
});
