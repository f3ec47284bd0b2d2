import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef, type ReactNode } from "react";
import { Link } from "wouter";
import { TICKET_TABS, type TicketTab } from "../../../core/tickets/ticket-tabs";
import { ticketTabLabelKey } from "../../../core/tickets/ticket-labels";
import { Button } from "../../components/button";
import { button } from "../../components/button.css";
import { emptyIcon, emptyState, emptyTitle } from "../../components/page.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { Badge } from "./ticket-badges";
import type { TicketNotice } from "./ticket-flash";
import type { TicketRow } from "./ticket-rows";
import * as css from "./tickets.css";

/** Which list: a store's v2 or older-form tickets, or head office's queue of every store's. */
export type TicketForm = "v2" | "old" | "queue";

export interface TicketListViewState {
  readonly form: TicketForm;
  /** noStore: no store is selected yet, so there is nothing to ask for. */
  readonly phase: "noStore" | "loading" | "ready" | "failed";
  readonly tab: TicketTab;
  readonly rows: readonly TicketRow[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly moreFailed: boolean;
  /** A message left by the previous screen (the save's success, naming the ticket saved). */
  readonly message: TicketNotice | undefined;
}

export type TicketListViewEvent =
  | { readonly type: "user.selectTab"; readonly tab: TicketTab }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" };

/** How close to the end (in rows) the next page is asked for, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

export function TicketListView({
  state,
  send,
  toolbar,
}: {
  readonly state: TicketListViewState;
  readonly send: (event: TicketListViewEvent) => void;
  /** Head office's choice of list and the queue's filters, above the list. */
  readonly toolbar?: ReactNode;
}) {
  const { t } = useI18n();
  const old = state.form === "old";
  const title = t(old ? "ui_tickets_old_title" : "ui_tickets_title");
  return (
    <>
      <div className={css.headerRow}>
        <PageHeader title={title} />
        <Link href={old ? "/new_ticket_old" : "/new_ticket"} className={button.primary}>
          {t(old ? "ui_tickets_old_new_title" : "ui_tickets_new_button")}
        </Link>
      </div>
      <StatusMessage message={state.message} />
      {state.message?.ticket !== undefined ? (
        <p className={css.savedTicket}>
          <Link href={state.message.ticket.href} className={css.fileLink}>
            {t("ui_tickets_saved_open", { id: state.message.ticket.id })}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      ) : null}
      {toolbar}
      {state.form === "queue" ? (
        <section aria-label={t("ui_tickets_queue_title")}>
          <TabBody state={state} send={send} />
        </section>
      ) : (
        <StoreTabs state={state} send={send} />
      )}
    </>
  );
}

/** The spec's two tabs of a store's list: all tickets, resolved only. */
function StoreTabs({
  state,
  send,
}: {
  readonly state: TicketListViewState;
  readonly send: (event: TicketListViewEvent) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <div role="tablist" aria-label={t("ui_tickets_tabs_label")} className={css.tabList}>
        {TICKET_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`ticket-tab-${tab}`}
            aria-selected={state.tab === tab}
            aria-controls="ticket-tab-panel"
            tabIndex={state.tab === tab ? 0 : -1}
            className={css.tab}
            onClick={() => send({ type: "user.selectTab", tab })}
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              const next = TICKET_TABS[(TICKET_TABS.indexOf(tab) + 1) % TICKET_TABS.length] ?? "all";
              send({ type: "user.selectTab", tab: next });
              document.getElementById(`ticket-tab-${next}`)?.focus();
            }}
          >
            {t(ticketTabLabelKey(tab))}
          </button>
        ))}
      </div>
      <section id="ticket-tab-panel" role="tabpanel" aria-labelledby={`ticket-tab-${state.tab}`}>
        <TabBody state={state} send={send} />
      </section>
    </>
  );
}

function TabBody({
  state,
  send,
}: {
  readonly state: TicketListViewState;
  readonly send: (event: TicketListViewEvent) => void;
}) {
  const { t } = useI18n();
  if (state.phase === "noStore") return <Empty titleKey="ui_tickets_no_store" textKey={undefined} />;
  if (state.phase === "loading") return <Loader />;
  if (state.phase === "failed") {
    return (
      <div className={emptyState} role="alert">
        <p className={emptyTitle}>{t("ui_tickets_load_failed")}</p>
        <Button variant="secondary" onClick={() => send({ type: "user.retry" })}>
          {t("ui_tickets_retry")}
        </Button>
      </div>
    );
  }
  if (state.rows.length === 0) {
    if (state.form === "queue") return <Empty titleKey="ui_tickets_queue_empty" textKey={undefined} />;
    return state.tab === "resolved" ? (
      <Empty titleKey="ui_tickets_empty_resolved" textKey={undefined} />
    ) : (
      <Empty titleKey="ui_tickets_empty_title" textKey="ui_tickets_empty_text" />
    );
  }
  // Keyed by tab: a new tab starts at the top of its own list.
  return <VirtualRows key={state.tab} state={state} send={send} />;
}

function Empty({ titleKey, textKey }: { readonly titleKey: string; readonly textKey: string | undefined }) {
  const { t } = useI18n();
  return (
    <div className={emptyState}>
      <span className={emptyIcon} aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v10H8l-4 4z" strokeLinejoin="round" />
        </svg>
      </span>
      <p className={emptyTitle}>{t(titleKey)}</p>
      {textKey !== undefined ? <p>{t(textKey)}</p> : null}
    </div>
  );
}

function VirtualRows({
  state,
  send,
}: {
  readonly state: TicketListViewState;
  readonly send: (event: TicketListViewEvent) => void;
}) {
  const { t } = useI18n();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, form } = state;
  // oxlint-disable-next-line react/incompatible-library -- TanStack Virtual's instance is mutable by design; this component is not memoised by the compiler and re-renders on every scroll.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => css.TICKET_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // The next page is asked for as the user nears the end of what is loaded.
  useEffect(() => {
    if (
      state.hasMore &&
      !state.loadingMore &&
      !state.moreFailed &&
      lastIndex >= rows.length - PREFETCH_ROWS
    ) {
      send({ type: "user.loadMore" });
    }
  }, [lastIndex, rows.length, state.hasMore, state.loadingMore, state.moreFailed, send]);

  const grid = css.gridColumns[form];
  return (
    <div className={css.listCard}>
      <div className={`${grid} ${css.columnHeader}`} aria-hidden="true">
        <span>{t("ui_tickets_col_id")}</span>
        <span>{t("ui_tickets_col_title")}</span>
        {form === "queue" ? <span className={css.hideBelowNarrow}>{t("ui_tickets_col_store")}</span> : null}
        <span>{t("ui_tickets_col_status")}</span>
        <span className={css.hideBelowNarrow}>{t("ui_tickets_col_priority")}</span>
        {/* The queue gives the store's column the room the creation date has in a store's list. */}
        <span className={form === "queue" ? css.hideBelowWide : css.hideBelowNarrow}>
          {t("ui_tickets_col_created")}
        </span>
        {form === "queue" ? null : <span className={css.hideBelowWide}>{t("ui_tickets_col_updated")}</span>}
        {form === "old" ? <span className={css.hideBelowNarrow}>{t("ui_tickets_col_due")}</span> : null}
      </div>
      <div ref={scrollRef} className={css.scroller} data-testid="ticket-scroller">
        <ul className={css.rowList} style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <TicketListRow
                key={item.key}
                row={row}
                form={form}
                start={item.start}
                setSize={state.hasMore ? -1 : rows.length}
                position={item.index + 1}
              />
            );
          })}
        </ul>
      </div>
      <div className={css.listFooter} role="status" aria-live="polite">
        <span>{t(state.hasMore ? "ui_tickets_shown_more" : "ui_tickets_shown", { count: rows.length })}</span>
        {state.loadingMore ? <span>{t("ui_tickets_loading_more")}</span> : null}
        {state.moreFailed ? (
          <span className={css.actions}>
            {t("ui_tickets_more_failed")}
            <Button variant="secondary" onClick={() => send({ type: "user.retry" })}>
              {t("ui_tickets_retry")}
            </Button>
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One row of the list. Memoised: while the list scrolls, the rows already on screen keep their
 * props (a virtual item's offset does not change), so React renders only the rows coming into view
 * — the dates are formatted once per row, not once per frame.
 */
const TicketListRow = memo(function TicketListRow({
  row,
  form,
  start,
  setSize,
  position,
}: {
  readonly row: TicketRow;
  readonly form: TicketForm;
  readonly start: number;
  readonly setSize: number;
  readonly position: number;
}) {
  const format = useFormatInstant();
  const grid = css.gridColumns[form];
  return (
    <li
      className={css.rowItem}
      style={{ transform: `translateY(${start}px)` }}
      aria-setsize={setSize}
      aria-posinset={position}
    >
      <Link href={row.href} className={`${grid} ${css.rowLink}`} data-testid="ticket-row">
        <span className={css.rowId}>{row.number}</span>
        <span className={css.rowTitleCell}>
          <span className={css.rowTitle} title={row.title}>
            {row.title}
          </span>
          {row.subtitle !== null ? <span className={css.rowSub}>{row.subtitle}</span> : null}
          {row.store !== null ? (
            <span className={`${css.rowSub} ${css.onlyBelowNarrow}`}>{row.store}</span>
          ) : null}
        </span>
        {row.store !== null ? (
          <span className={`${css.rowStore} ${css.hideBelowNarrow}`} title={row.store}>
            {row.store}
          </span>
        ) : null}
        <span>
          <Badge info={row.status} />
        </span>
        <span className={css.hideBelowNarrow}>
          <Badge info={row.priority} />
        </span>
        <span className={`${css.rowCell} ${form === "queue" ? css.hideBelowWide : css.hideBelowNarrow}`}>
          {format(row.created)}
        </span>
        {form === "queue" ? null : (
          <span className={`${css.rowCell} ${css.hideBelowWide}`}>{format(row.updated)}</span>
        )}
        {form === "old" ? (
          <span className={`${css.rowCell} ${css.hideBelowNarrow}`}>
            {row.due === null ? "–" : format(row.due)}
          </span>
        ) : null}
      </Link>
    </li>
  );
});
