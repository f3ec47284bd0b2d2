/**
 * The one normal form of text for searching, shared by every area and by browser and server:
 * Greek and Latin letters without accents (tonos, dialytika) and without case, final sigma as
 * sigma, runs of white space as one space. A search column holds `searchText(document)` and a
 * query is compared as `searchText(query)`, so "Καλημέρα", "καλημερα" and "ΚΑΛΗΜΈΡΑ" match on
 * PostgreSQL and PGlite alike, with no database extension (PGlite has no `unaccent`).
 */
export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ς/g, "σ")
    .replace(/\s+/g, " ")
    .trim();
}
