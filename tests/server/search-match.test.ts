import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldForSearch } from "../../core/search/search-fold";
import { containsPattern, wordStartPattern, wordStartsOf } from "../../core/search/search-query";
import { queryStems } from "../../core/search/search-words";
import { availableDatabases } from "./support/database-targets";
import { startTestServer, type TestServer } from "./support/test-server";

/*
 * The search's two SQL pieces against core's rules, on each database: the generated columns' fold
 * (translate(lower(…)), core/search/search-fold.ts) and the word-start regular expression
 * (core/search/search-query.ts). PGlite runs under the C locale, where lower() and the regular
 * expressions' classes know only ASCII; these pin that both still agree with core for Greek, and that
 * the trigram indexes (pg_trgm, server/services/search/search-index.ts) answer those conditions alike.
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
  it("has a trigram index, written straight through, on every search column", async () => {
    const rows = (await server.server.database.db.execute(sql`
      select c.table_name as table, i.indexdef as definition
      from information_schema.columns c
      left join pg_indexes i on i.schemaname = c.table_schema and i.tablename = c.table_name
        and i.indexname = c.table_name || '_search_trgm_idx'
      where c.table_schema = current_schema() and c.column_name = 'search_text'
      order by 1`)) as unknown as { readonly rows: readonly { table: string; definition: string | null }[] };
    expect(rows.rows.length).toBeGreaterThanOrEqual(18);
    for (const row of rows.rows) {
      expect(row.definition, `index of ${row.table}`).toContain("USING gin (search_text gin_trgm_ops)");
      expect(row.definition, `index of ${row.table}`).toContain("fastupdate='false'");
    }
  });

  it("finds through the trigram index exactly what core finds, Greek and Latin alike", async () => {
    await server.server.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table search_probe (id int, search_text text) on commit drop`);
      await tx.execute(
        sql`create index on search_probe using gin (search_text gin_trgm_ops) with (fastupdate = false)`,
      );
      for (const [id, text] of TEXTS.entries())
        await tx.execute(sql`insert into search_probe values (${id}, ${foldForSearch(text)})`);
      // Five rows: without this the planner reads the table, and the index would go untried.
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const query of QUERIES)
        for (const stem of queryStems(query)) {
          const where = sql`search_text like ${containsPattern(stem)} and search_text ~ ${wordStartPattern(stem)}`;
          const plan = (await tx.execute(
            sql`explain select id from search_probe where ${where}`,
          )) as unknown as {
            readonly rows: readonly Record<string, string>[];
          };
          expect(plan.rows.map((row) => Object.values(row)[0]).join("\n"), `plan for ${stem}`).toContain(
            "Bitmap Index Scan",
          );
          const found = (await tx.execute(
            sql`select id from search_probe where ${where} order by id`,
          )) as unknown as {
            readonly rows: readonly { id: number }[];
          };
          expect(
            found.rows.map((row) => row.id),
            `${query} (${stem})`,
          ).toEqual(
            TEXTS.flatMap((text, id) => (wordStartsOf(foldForSearch(text), stem).length > 0 ? [id] : [])),
          );
        }
    });
  });
});
