/**
 * The database's side of core/search/search-text.ts: the same folding (accents, case, final sigma)
 * as one `translate(lower(…), FOLD_FROM, FOLD_TO)`, which PostgreSQL and PGlite both run without an
 * extension and can keep in a generated column (server/services/search/search-fold-sql.ts). `lower()`
 * folds only ASCII under PGlite's C locale, so the capitals of Greek and the accented Latin letters
 * are in the table too; a locale that does fold them gives the same result.
 */

/** Each letter of FOLD_FROM becomes the letter at the same place of FOLD_TO. */
export const FOLD_FROM = [
  "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰς",
  "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ",
].join("");
export const FOLD_TO = [
  "αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσ",
  "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy",
].join("");

const FOLD = new Map([...FOLD_FROM].map((letter, at) => [letter, [...FOLD_TO][at] as string]));

/** What the database's generated column holds for `text`: ASCII lower-cased, then the table applied. */
export function foldForSearch(text: string): string {
  return [...text]
    .map((c) => {
      const ascii = c.length === 1 && c >= "A" && c <= "Z" ? c.toLowerCase() : c;
      return FOLD.get(ascii) ?? ascii;
    })
    .join("");
}
