import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "wouter";
import { queryStems } from "../../../core/search/search-words";
import type { SearchHit } from "../../../core/search/search-wire";
import { fromPromise } from "xstate";
import { headerSearchMachine } from "../../../machines/information/header-search.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./header-search.css";
import { usePopover } from "../../components/use-popover";
import { useInformationSession } from "./information-session";
import { RequestIdLine } from "../../components/request-id-line";
import { groupHits, HitBody, noResultsText, searchPagePath, sourceLabel } from "./search-results";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/**
 * The header's search box over every kind a person may see (GET search, view=header; the server
 * decides what each person may see). Results open under the box grouped by kind, the typed words
 * marked, with "All results" to the /search page last; Escape or a chosen result closes them.
 *
 * Where the header has no room for a readable field (below 1600 px: issue 33, item 2, the field was
 * 26 px wide at 1366), a search button stands in its place and opens the field across the screen
 * under the header; it behaves as the header's other popovers (ui/components/use-popover.ts).
 */
export function HeaderSearch() {
  const { t } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const { storeId } = useInformationSession();
  const machine = useMemo(
    () =>
      headerSearchMachine.provide({
        actors: { search: fromPromise(({ input }) => port.search(input.query, storeId, "header")) },
      }),
    [port, storeId],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const hits = useSelector(actor, (s) => s.context.hits);
  const searched = useSelector(actor, (s) => s.context.searched);
  const phase = useSelector(actor, (s) => String(s.value));
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const {
    open: barOpen,
    toggle: toggleBar,
    close: hideBar,
    wrapRef: barWrapRef,
    triggerRef: barTriggerRef,
  } = usePopover();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const barId = `${id}-bar`;
  const showPanel = open && phase !== "idle";
  const close = () => {
    setOpen(false);
    actor.send({ type: "user.clear" });
  };
  // The bar opened by the button takes the focus, so typing starts at once.
  useEffect(() => {
    if (barOpen) inputRef.current?.focus();
  }, [barOpen]);
  const closeBar = () => {
    close();
    hideBar(true);
  };
  const openPath = (path: string) => {
    closeBar();
    navigate(path);
  };
  return (
    <div className={css.wrap} ref={barWrapRef}>
      <button
        ref={barTriggerRef}
        type="button"
        className={css.toggle}
        aria-expanded={barOpen}
        aria-controls={barId}
        aria-label={t("ui_search_label")}
        data-testid="header-search-button"
        onClick={toggleBar}
      >
        <SearchIcon />
      </button>
      <div id={barId} className={css.bar} data-open={barOpen} role="search">
        <SearchCombobox
          inputRef={inputRef}
          id={id}
          query={query}
          hits={hits}
          searched={searched}
          phase={showPanel ? phase : "idle"}
          requestId={requestId}
          onType={(value) => {
            setOpen(true);
            actor.send({ type: "user.type", query: value });
          }}
          onClose={close}
          onOpen={openPath}
        />
        <button type="button" className={css.closeBar} aria-label={t("ui_search_close")} onClick={closeBar}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

export interface SearchComboboxProps {
  readonly id: string;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly searched: readonly string[] | undefined;
  /** The search machine's state; "idle" shows no dropdown. */
  readonly phase: string;
  readonly requestId: string | undefined;
  readonly onType: (query: string) => void;
  /** Escape: the dropdown closes (and the query is dropped). */
  readonly onClose: () => void;
  /** A result or "All results" chosen: the path to open. */
  readonly onOpen: (path: string) => void;
}

/**
 * The field and its dropdown as a combobox (WAI-ARIA's list-autocomplete pattern): the focus stays
 * in the field, ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter opens it (or
 * the /search page when none is active), Escape closes the list. The options are links Tab also
 * reaches, so the list scrolls from the keyboard too. The options are grouped by kind
 * under the kind's name; the last one is "All results".
 */
export function SearchCombobox({
  id,
  inputRef,
  query,
  hits,
  searched,
  phase,
  requestId,
  onType,
  onClose,
  onOpen,
}: SearchComboboxProps) {
  const { t } = useI18n();
  const [active, setActive] = useState(-1);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const stems = useMemo(() => queryStems(query), [query]);
  const groups = useMemo(() => groupHits(hits), [hits]);
  const showList = phase === "results" && hits.length > 0;
  const allPath = searchPagePath(query);
  // The options in keyboard order: every hit, then "All results".
  const paths = showList ? [...hits.map((hit) => hit.path), allPath] : [];
  const current = active >= 0 && active < paths.length ? active : -1;
  // The active option stays in sight when the list scrolls (many kinds on a small screen).
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: "nearest" });
  });
  return (
    <>
      <label htmlFor={id} className={css.hiddenLabel}>
        {t("ui_search_label")}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        className={css.input}
        placeholder={t("ui_search_placeholder")}
        value={query}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        onChange={(event) => {
          setActive(-1);
          onType(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (paths.length === 0) return;
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            // Past either end the active option goes back to none (the field itself).
            const next = current + step;
            setActive(next < -1 ? paths.length - 1 : next >= paths.length ? -1 : next);
            return;
          }
          if (event.key === "Enter") {
            const path = current >= 0 ? paths[current] : phase === "idle" ? undefined : allPath;
            if (path === undefined) return;
            event.preventDefault();
            setActive(-1);
            onOpen(path);
            return;
          }
          // The first Escape closes the results; the popover's own Escape then closes the bar.
          if (event.key === "Escape" && phase !== "idle") {
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            setActive(-1);
            onClose();
          }
        }}
      />
      {phase === "idle" ? null : (
        <div className={css.panel} data-testid="header-search-panel">
          {phase === "waiting" || phase === "searching" ? (
            <p className={css.note} role="status">
              {t("ui_search_searching")}
            </p>
          ) : phase === "failed" ? (
            <div role="alert">
              <p className={css.note}>{t("ui_search_failed")}</p>
              {/* One short line more, so even the dropdown's failure can be quoted (issue #42). */}
              <RequestIdLine id={requestId} className={css.note} />
            </div>
          ) : !showList ? (
            <>
              <p className={css.note} role="status">
                {noResultsText(t, query, searched)}
              </p>
              <Link
                href={allPath}
                className={`${css.hit} ${css.allResults}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(allPath);
                }}
              >
                {t("ui_search_all_results")}
              </Link>
            </>
          ) : (
            <div id={listId} role="listbox" aria-label={t("ui_search_results")} className={css.hits}>
              {groups.map((group) => (
                <div
                  key={group.source}
                  role="group"
                  aria-label={sourceLabel(t, group.source)}
                  className={css.group}
                >
                  <div className={css.source} aria-hidden="true">
                    {sourceLabel(t, group.source)}
                  </div>
                  {group.hits.map(({ hit, index }) => (
                    <Link
                      key={`${hit.source}:${hit.id}`}
                      id={optionId(index)}
                      href={hit.path}
                      role="option"
                      aria-selected={index === current}
                      className={css.hit}
                      onMouseMove={() => setActive(index)}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(hit.path);
                      }}
                    >
                      <HitBody hit={hit} stems={stems} />
                    </Link>
                  ))}
                </div>
              ))}
              <Link
                id={optionId(hits.length)}
                href={allPath}
                role="option"
                aria-selected={hits.length === current}
                className={`${css.hit} ${css.allResults}`}
                onMouseMove={() => setActive(hits.length)}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(allPath);
                }}
              >
                {t("ui_search_all_results")}
              </Link>
            </div>
          )}
        </div>
      )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
