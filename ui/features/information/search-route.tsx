import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "wouter";
import { fromPromise } from "xstate";
import { queryStems } from "../../../core/search/search-words";
import type { SearchHit } from "../../../core/search/search-wire";
import { headerSearchMachine } from "../../../machines/information/header-search.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { card } from "../../components/card.css";
import { LoadFailed } from "../../components/load-states";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useInformationSession } from "./information-session";
import { groupHits, HitBody, noResultsText, sourceLabel } from "./search-results";
import * as css from "./search-route.css";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/**
 * /search (issue #32): the header's search with room, for every signed-in role. The field takes its
 * first query from `?q=` and writes what is typed back to it (so the page can be bookmarked and
 * "back" returns to it); the answer (GET search, view=page: more hits per kind) is grouped by kind
 * with counts. The header-search machine runs it, with the page's view. A change of store asks again.
 */
export function SearchRoute() {
  const { t } = useI18n();
  const { storeId } = useInformationSession();
  return (
    <>
      <PageHeader title={t("ui_route_search")} leadKey="ui_search_page_lead" />
      <SearchPage key={storeId ?? "none"} storeId={storeId} />
    </>
  );
}

function SearchPage({ storeId }: { readonly storeId: number | undefined }) {
  const port = usePorts(INFORMATION_PORTS);
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get("q") ?? "";
  const machine = useMemo(
    () =>
      headerSearchMachine.provide({
        actors: { search: fromPromise(({ input }) => port.search(input.query, storeId, "page")) },
      }),
    [port, storeId],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const hits = useSelector(actor, (s) => s.context.hits);
  const searched = useSelector(actor, (s) => s.context.searched);
  const phase = useSelector(actor, (s) => String(s.value));
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  // The address leads: a query arriving from the header ("All results") or from history is searched.
  useEffect(() => {
    if (actor.getSnapshot().context.query !== urlQuery) actor.send({ type: "user.type", query: urlQuery });
  }, [actor, urlQuery]);
  return (
    <SearchPageView
      query={query}
      hits={hits}
      searched={searched}
      phase={phase}
      failureKey={failureKey}
      requestId={requestId}
      onType={(value) => {
        actor.send({ type: "user.type", query: value });
        setParams(value === "" ? {} : { q: value }, { replace: true });
      }}
      onRetry={() => actor.send({ type: "user.type", query })}
    />
  );
}

export interface SearchPageViewProps {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly searched: readonly string[] | undefined;
  /** The search machine's state. */
  readonly phase: string;
  readonly failureKey: string | undefined;
  readonly requestId: string | undefined;
  readonly onType: (query: string) => void;
  readonly onRetry: () => void;
}

/**
 * The page's view: a full-width field, then the results by kind, each kind a heading with its count
 * and a list of links. ArrowDown from the field moves the focus to the first result, the arrows move
 * it through the results (ArrowUp from the first returns to the field), Enter opens the one focused.
 */
export function SearchPageView({
  query,
  hits,
  searched,
  phase,
  failureKey,
  requestId,
  onType,
  onRetry,
}: SearchPageViewProps) {
  const { t } = useI18n();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const stems = useMemo(() => queryStems(query), [query]);
  const groups = useMemo(() => groupHits(hits), [hits]);
  const links = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-hit]") ?? [])];
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    // From the field (not in the list) the first result; from a result the next or the one before.
    const from = all.indexOf(event.currentTarget as HTMLAnchorElement);
    const next = from + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) fieldRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };
  return (
    <div className={css.page}>
      <div role="search" className={css.searchBar}>
        <label htmlFor={id} className={css.hiddenLabel}>
          {t("ui_search_label")}
        </label>
        <input
          ref={fieldRef}
          id={id}
          type="search"
          className={css.field}
          placeholder={t("ui_search_placeholder")}
          value={query}
          autoComplete="off"
          // The page is the search: the field is where the person starts.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-describedby={`${id}-status`}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={move}
        />
      </div>
      <div id={`${id}-status`} className={css.status} role="status" data-testid="search-status">
        {phase === "idle"
          ? t("ui_search_page_hint")
          : phase === "results" && hits.length > 0
            ? t("ui_search_total", { count: hits.length, query: query.trim() })
            : phase === "results"
              ? noResultsText(t, query, searched)
              : ""}
      </div>
      {phase === "waiting" || phase === "searching" ? (
        <Loader labelKey="ui_search_searching" />
      ) : phase === "failed" ? (
        <LoadFailed failureKey={failureKey ?? "ui_search_failed"} requestId={requestId} retry={onRetry} />
      ) : phase === "results" && hits.length > 0 ? (
        <div ref={resultsRef} className={css.groups}>
          {groups.map((group) => {
            const headingId = `${id}-${group.source}`;
            return (
              <section key={group.source} className={card} aria-labelledby={headingId}>
                <h2 id={headingId} className={css.groupHeading}>
                  <span>{sourceLabel(t, group.source)}</span>
                  <span className={css.count}>{t("ui_search_count", { count: group.hits.length })}</span>
                </h2>
                <ul className={css.list}>
                  {group.hits.map(({ hit }) => (
                    <li key={`${hit.source}:${hit.id}`}>
                      <Link href={hit.path} className={css.hit} data-hit="" onKeyDown={move}>
                        <HitBody hit={hit} stems={stems} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
