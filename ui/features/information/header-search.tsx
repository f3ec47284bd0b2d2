import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { fromPromise } from "xstate";
import { headerSearchMachine } from "../../../machines/information/header-search.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./header-search.css";
import { usePopover } from "../../components/use-popover";
import { useInformationPort } from "./information-context";
import { useInformationSession } from "./information-session";
import { RequestIdLine } from "../../components/request-id-line";

/**
 * The header's search box over FAQ, information material and the selected store's tickets (GET
 * search; the server decides what each person may see). Results open under the box; Escape or a
 * chosen result closes them.
 *
 * Where the header has no room for a readable field (below 1600 px: issue 33, item 2, the field was
 * 26 px wide at 1366), a search button stands in its place and opens the field across the screen
 * under the header; it behaves as the header's other popovers (ui/components/use-popover.ts).
 */
export function HeaderSearch() {
  const { t } = useI18n();
  const port = useInformationPort();
  const { storeId } = useInformationSession();
  const machine = useMemo(
    () =>
      headerSearchMachine.provide({
        actors: { search: fromPromise(({ input }) => port.search(input.query, storeId)) },
      }),
    [port, storeId],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const hits = useSelector(actor, (s) => s.context.hits);
  const phase = useSelector(actor, (s) => String(s.value));
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
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
  const listId = `${id}-results`;
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
        <label htmlFor={id} className={css.hiddenLabel}>
          {t("ui_search_label")}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          className={css.input}
          placeholder={t("ui_search_placeholder")}
          value={query}
          autoComplete="off"
          aria-controls={showPanel ? listId : undefined}
          onChange={(event) => {
            setOpen(true);
            actor.send({ type: "user.type", query: event.target.value });
          }}
          onKeyDown={(event) => {
            // The first Escape closes the results; the popover's own Escape then closes the bar.
            if (event.key === "Escape" && showPanel) {
              event.stopPropagation();
              event.nativeEvent.stopImmediatePropagation();
              close();
            }
          }}
        />
        <button type="button" className={css.closeBar} aria-label={t("ui_search_close")} onClick={closeBar}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {showPanel ? (
          <div
            id={listId}
            className={css.panel}
            role="region"
            aria-label={t("ui_search_label")}
            aria-live="polite"
          >
            {phase === "waiting" || phase === "searching" ? (
              <p className={css.note}>{t("ui_search_searching")}</p>
            ) : phase === "failed" ? (
              <>
                <p className={css.note}>{t("ui_search_failed")}</p>
                {/* One short line more, so even the dropdown's failure can be quoted (issue #42). */}
                <RequestIdLine id={requestId} className={css.note} />
              </>
            ) : hits.length === 0 ? (
              <p className={css.note}>{t("ui_search_none", { query })}</p>
            ) : (
              <ul className={css.hits}>
                {hits.map((hit) => (
                  <li key={`${hit.source}:${hit.id}`}>
                    <Link href={hit.path} className={css.hit} onClick={closeBar}>
                      <span className={css.source}>{t(`ui_search_source_${hit.source}`)}</span>
                      <span className={css.title}>{hit.title}</span>
                      <span className={css.excerpt}>{hit.excerpt}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </div>
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
