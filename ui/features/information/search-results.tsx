import { highlightParts } from "../../../core/search/search-highlight";
import type { SearchHit } from "../../../core/search/search-wire";
import { useI18n, type I18n } from "../../i18n/i18n-context";
import * as css from "./search-results.css";

/*
 * What the header's dropdown and the /search page show alike (issue #32): hits grouped by kind under
 * the kind's name, the typed words marked in the title and the excerpt, the store of store data, and
 * a "no results" that says where the search looked.
 */

/** The hits of one kind, in the answer's order, each with its place in the whole list (for the keyboard). */
export interface HitGroup {
  readonly source: string;
  readonly hits: readonly { readonly hit: SearchHit; readonly index: number }[];
}

/** The answer's hits by kind, kinds in the order they first come (the server's sources' order). */
export function groupHits(hits: readonly SearchHit[]): readonly HitGroup[] {
  const groups = new Map<string, { hit: SearchHit; index: number }[]>();
  hits.forEach((hit, index) => {
    const group = groups.get(hit.source);
    if (group === undefined) groups.set(hit.source, [{ hit, index }]);
    else group.push({ hit, index });
  });
  return [...groups].map(([source, entries]) => ({ source, hits: entries }));
}

/** The name of a kind (`ui_search_source_<id>`, each area's catalogue); a kind without one shows its id. */
export function sourceLabel(t: I18n["t"], source: string): string {
  const key = `ui_search_source_${source}`;
  const text = t(key);
  return text === key ? source : text;
}

/**
 * "Nothing found for “x” in: Posts, Tasks." naming the kinds searched; without them (a host that
 * does not say, or none open) the plain sentence.
 */
export function noResultsText(t: I18n["t"], query: string, searched: readonly string[] | undefined): string {
  const shown = query.trim();
  if (searched === undefined || searched.length === 0) return t("ui_search_none", { query: shown });
  const kinds = searched.map((source) => sourceLabel(t, source)).join(", ");
  return t("ui_search_none_in", { query: shown, kinds });
}

/** `text` with the parts that match the typed words (core/search/search-highlight.ts) in <mark>. */
export function Highlighted({ text, stems }: { readonly text: string; readonly stems: readonly string[] }) {
  return (
    <>
      {highlightParts(text, stems).map((part, at) =>
        part.hit ? (
          <mark key={at} className={css.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A hit's lines: its title and excerpt with the typed words marked, and its store when it has one. */
export function HitBody({ hit, stems }: { readonly hit: SearchHit; readonly stems: readonly string[] }) {
  const { t } = useI18n();
  return (
    <>
      <span className={css.title}>
        <Highlighted text={hit.title} stems={stems} />
      </span>
      {hit.excerpt === "" ? null : (
        <span className={css.excerpt}>
          <Highlighted text={hit.excerpt} stems={stems} />
        </span>
      )}
      {hit.store === undefined ? null : (
        <span className={css.store}>{t("ui_search_store", { store: hit.store })}</span>
      )}
    </>
  );
}

/** Where "All results" goes: the /search page with the query. */
export function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
