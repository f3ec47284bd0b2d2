import { index, type ExtraConfigColumn } from "drizzle-orm/pg-core";

/**
 * The trigram index of a search column (pg_trgm, migration 0028, loaded by PGlite in
 * server/db/database.ts): the search's `LIKE '%stem%'` and its word-start regular expression
 * (search-match.ts) become index scans instead of reading every row's folded text. Every search
 * column has one (tests/server/search-match.test.ts checks it); named `<table>_search_trgm_idx`.
 *
 * Without fastupdate: by default a GIN index gathers new rows in a pending list that every search
 * reads in full until a vacuum merges it, and PGlite runs no autovacuum. 10,000 rows inserted after
 * the index made every search slower than reading the table (`npm run bench:search`); written
 * straight into the index, an insert costs a little more and a search stays an index scan.
 */
export const searchIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_trgm_idx`).using("gin", column.op("gin_trgm_ops")).with({ fastupdate: false });
