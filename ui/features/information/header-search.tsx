import { useActorRef, useSelector } from "@xstate/react";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { fromPromise } from "xstate";
import { headerSearchMachine } from "../../../machines/information/header-search.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./header-search.css";
import { useInformationPort } from "./information-ports";
import { useInformationSession } from "./information-session";

/**
 * The header's search box over FAQ, information material and the selected store's tickets (GET
 * search; the server decides what each person may see). Results open under the box; Escape or a
 * chosen result closes them.
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
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-results`;
  const showPanel = open && phase !== "idle";
  const close = () => {
    setOpen(false);
    actor.send({ type: "user.clear" });
  };
  return (
    <div className={css.wrap} role="search">
      <label htmlFor={id} className={css.hiddenLabel}>
        {t("ui_search_label")}
      </label>
      <input
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
          if (event.key === "Escape") close();
        }}
      />
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
            <p className={css.note}>{t("ui_search_failed")}</p>
          ) : hits.length === 0 ? (
            <p className={css.note}>{t("ui_search_none", { query })}</p>
          ) : (
            <ul className={css.hits}>
              {hits.map((hit) => (
                <li key={`${hit.source}:${hit.id}`}>
                  <Link href={hit.path} className={css.hit} onClick={close}>
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
  );
}
