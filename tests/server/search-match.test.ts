import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldForSearch } from "../../core/search/search-fold";
import { wordStartPattern, wordStartsOf } from "../../core/search/search-query";
import { queryStems } from "../../core/search/search-words";
import { availableDatabases } from "./support/database-targets";
import { startTestServer, type TestServer } from "./support/test-server";

/*
 * The search's two SQL pieces against core's rules, on each database: the generated columns' fold
 * (translate(lower(…)), core/search/search-fold.ts) and the word-start regular expression
 * (core/search/search-query.ts). PGlite runs under the C locale, where lower() and the regular
 * expressions' classes know only ASCII; these pin that both still agree with core for Greek.
 */

const databases = await availableDatabases();

const TEXTS = [
  "ΩΡΆΡΙΟ Λειτουργίας καταστήματος",
  "Μηχανή Espresso La Marzocco (espresso)",
  "Κλείσιμο ταμείου, καταμέτρηση· ζητάμε",
  "Πιστοποίηση HACCP/ISO 22000 — «Άδεια»",
  "Ψυγείο βιτρίνας: ΠΡΟΪΌΝΤΑ, Café crème",
];

const QUERIES = [
  "ωράρια",
  "espresso",
  "ταμείο",
  "haccp",
  "άδειες",
  "προϊόντα",
  "cafe",
  "ζητ",
  "22000",
  "iso",
];

describe.each(databases)("the search's SQL agrees with core on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const one = async (query: ReturnType<typeof sql>): Promise<unknown> => {
    const answer = (await server.server.database.db.execute(query)) as unknown as {
      readonly rows: readonly Record<string, unknown>[];
    };
    return answer.rows[0]?.["value"];
  };

  it("folds as core folds", async () => {
    for (const text of TEXTS)
      expect(await one(sql`select translate(lower(${text}::text), ${FOLD_FROM}, ${FOLD_TO}) as value`)).toBe(
        foldForSearch(text),
      );
  });

  it("finds a stem where it starts a word, and only there, as core does", async () => {
    for (const text of TEXTS) {
      const folded = foldForSearch(text);
      for (const query of QUERIES)
        for (const stem of queryStems(query))
          expect(
            await one(sql`select (${folded}::text ~ ${wordStartPattern(stem)}) as value`),
            `${query} in ${text}`,
          ).toBe(wordStartsOf(folded, stem).length > 0);
    }
  });

  it("keeps 'ταμείο' out of 'καταμέτρηση' and 'ζητάμε'", async () => {
    const folded = foldForSearch("καταμέτρηση ζητάμε");
    expect(await one(sql`select (${folded}::text ~ ${wordStartPattern("ταμε")}) as value`)).toBe(false);
    expect(
      await one(sql`select (${foldForSearch("Ταμείο")}::text ~ ${wordStartPattern("ταμε")}) as value`),
    ).toBe(true);
  });
});
