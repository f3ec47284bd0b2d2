import { describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer } from "./support/http";
import {
  HEAD_OFFICE,
  FRANCHISEE,
  STAFF,
  STORE_MANAGER,
  TRAINEE,
  hitsOf,
  useSearchServer,
} from "./support/search";

const databases = await availableDatabases();

/** Issue #32: custom pages in the search, by title and body in both languages. */
describe.each(databases)("search of custom pages on $name", (target) => {
  const { search, server, token } = useSearchServer(target);

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

  it("says in Server-Timing the time of the whole search and of every source, searched or closed", async () => {
    const response = await fetch(`${server().api}/search?q=HACCP&location_id=1`, {
      headers: bearer(token(STORE_MANAGER)),
    });
    expect(response.status).toBe(200);
    const { searched } = (await response.json()) as { searched: readonly string[] };
    const timing = response.headers.get("Server-Timing") ?? "";
    const metrics = new Map(
      timing.split(",").map((part) => {
        const [name = "", duration = ""] = part.trim().split(";dur=");
        return [name, Number(duration)] as const;
      }),
    );
    expect(metrics.get("app")).toBeGreaterThan(0);
    expect(searched.length).toBeGreaterThan(8);
    for (const source of searched) expect(metrics.get(`search-${source}`)).toBeGreaterThanOrEqual(0);
    // Every source is timed, those closed to the caller (no 'searched' entry) as well.
    expect([...metrics.keys()].filter((name) => name.startsWith("search-")).length).toBeGreaterThanOrEqual(
      searched.length,
    );
  });
});
