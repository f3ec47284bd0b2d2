import { and, sql, type Column, type SQL } from "drizzle-orm";
import { containsPattern, wordStartPattern } from "../../../core/search/search-query";

/**
 * The search's condition on a folded search column (core/search): every stem stands at the start of
 * a word. The LIKE finds the rows that hold the stem anywhere, cheaply; the regular expression then
 * keeps those where it starts a word (core/search/search-query.ts's `wordStartsOf`, the same rule in
 * the browser), so "ταμείο" finds "ταμειακό" but not "καταμέτρηση". Both run on PGlite and PostgreSQL.
 */
export function matchingStems(stems: readonly string[]) {
  return (column: Column | SQL): SQL | undefined =>
    and(
      ...stems.flatMap((stem) => [
        sql`${column} like ${containsPattern(stem)}`,
        sql`${column} ~ ${wordStartPattern(stem)}`,
      ]),
    );
}

/** The condition a source puts on its search column (SearchRequest's `matches`). */
export type StemsMatch = ReturnType<typeof matchingStems>;
