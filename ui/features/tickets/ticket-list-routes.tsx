import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { TicketTab } from "../../../core/tickets/ticket-tabs";
import { TICKET_PAGE_DEFAULT_LIMIT } from "../../../core/tickets/ticket-list-query";
import type { TicketQueueFilterChoices } from "../../../core/tickets/ticket-queue-answers";
import {
  DEFAULT_QUEUE_FILTERS,
  type TicketQueueFilterValues,
} from "../../../core/tickets/ticket-queue-query";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { useKeysetList } from "../../components/use-keyset-list";
import { TicketListView, type TicketForm, type TicketListViewEvent } from "./ticket-list-view";
import type { TicketPorts } from "../../../machines/tickets/tickets-ports";
import { useTicketFlash, type TicketNotice } from "./ticket-flash";
import { TicketQueueFilterBar, TicketScopeSwitch, type TicketScope } from "./ticket-queue-toolbar";
import { oldRow, queueRow, v2Row, type TicketRow } from "./ticket-rows";
import { useTicketSession } from "./ticket-session";
import { usePorts } from "../../platform/ports";
import { TICKET_PORTS } from "../../../machines/tickets/tickets-ports";

/** What a page of a ticket list is read for: the tab, and where the last page ended. */
interface LoadPageInput {
  readonly tab: TicketTab;
  readonly cursor: string | null;
}

/** /tickets: the v2 tickets of the selected store, two tabs, virtualised; head office's queue too. */
export function TicketsRoute() {
  return <ListRoute form="v2" />;
}

/** /tickets_old: the older form's tickets, same screen. */
export function OldTicketsRoute() {
  return <ListRoute form="old" />;
}

function ListRoute({ form }: { readonly form: "v2" | "old" }) {
  const ports = usePorts(TICKET_PORTS);
  const { storeId, everyStore } = useTicketSession();
  const flash = useTicketFlash();
  const [message] = useState(flash.peek);
  useEffect(() => flash.clear(), [flash]);
  // The tab survives a change of store; the list itself starts again (spec 4, "Changing store").
  const [tab, setTab] = useState<TicketTab>("all");
  // Head office opens on every store's queue (issue 20, item 7; docs/decisions.md).
  const [scope, setScope] = useState<TicketScope>("queue");
  const [filters, setFilters] = useState<TicketQueueFilterValues>(DEFAULT_QUEUE_FILTERS);
  const [choices, setChoices] = useState<TicketQueueFilterChoices | undefined>(undefined);
  const queue = form === "v2" && everyStore;
  const toolbar = queue ? (
    <>
      <TicketScopeSwitch scope={scope} onScope={setScope} />
      {scope === "queue" ? (
        <TicketQueueFilterBar filters={filters} choices={choices} onChange={setFilters} />
      ) : null}
    </>
  ) : undefined;

  if (queue && scope === "queue") {
    return (
      <TicketList
        // New filters start the queue again from its first page, like a change of store.
        key={`queue:${JSON.stringify(filters)}`}
        form="queue"
        tab="all"
        onTab={setTab}
        message={message}
        toolbar={toolbar}
        loadPage={async (input) => {
          // The filters' choices come with the queue's first page, so one retry covers both.
          const [page, offered] = await Promise.all([
            ports.api.queue(filters, input.cursor, TICKET_PAGE_DEFAULT_LIMIT),
            input.cursor === null && choices === undefined ? ports.api.queueFilterChoices() : undefined,
          ]);
          if (offered !== undefined) setChoices(offered);
          return { rows: page.items.map(queueRow), nextCursor: page.next_cursor };
        }}
      />
    );
  }
  if (storeId === undefined) {
    return (
      <TicketListView
        state={{
          form,
          phase: "noStore",
          tab,
          rows: [],
          hasMore: false,
          loadingMore: false,
          moreFailed: false,
          message,
        }}
        send={() => undefined}
        toolbar={toolbar}
      />
    );
  }
  return (
    <TicketList
      key={`${form}:${storeId}`}
      form={form}
      tab={tab}
      onTab={setTab}
      message={message}
      toolbar={toolbar}
      loadPage={storePageLoader(ports, form, storeId)}
    />
  );
}

/** A store's pages, v2 or older form. */
function storePageLoader(ports: TicketPorts, form: "v2" | "old", storeId: number) {
  return async (input: LoadPageInput): Promise<KeysetListPage<TicketRow>> => {
    if (form === "v2") {
      const page = await ports.api.listV2(storeId, input.tab, input.cursor, TICKET_PAGE_DEFAULT_LIMIT);
      return { rows: page.items.map(v2Row), nextCursor: page.next_cursor };
    }
    const page = await ports.api.listOld(storeId, input.tab, input.cursor, TICKET_PAGE_DEFAULT_LIMIT);
    return { rows: page.items.map(oldRow), nextCursor: page.next_cursor };
  };
}

/**
 * One list (a store's or the queue) on the one list machine, its tab as the list's query; the page
 * loader is the only difference. Scrolling does not hammer a failing server: after a failed page
 * only "retry" asks again (machines/lists/keyset-list.machine.ts).
 */
function TicketList({
  form,
  tab,
  onTab,
  message,
  toolbar,
  loadPage,
}: {
  readonly form: TicketForm;
  /** The tab to start with (the one chosen before a change of store). */
  readonly tab: TicketTab;
  readonly onTab: (tab: TicketTab) => void;
  readonly message: TicketNotice | undefined;
  readonly toolbar: ReactNode;
  readonly loadPage: (input: LoadPageInput) => Promise<KeysetListPage<TicketRow>>;
}) {
  const [shownTab, setShownTab] = useState(tab);
  const list = useKeysetList((cursor, { query }) => loadPage({ tab: query.tab, cursor }), [], {
    value: { tab: shownTab },
  });
  const { loadMore, retry } = list;
  const send = useCallback(
    (event: TicketListViewEvent) => {
      if (event.type === "user.selectTab") {
        setShownTab(event.tab);
        return onTab(event.tab);
      }
      if (event.type === "user.loadMore") return loadMore();
      retry();
    },
    [onTab, loadMore, retry],
  );
  return (
    <TicketListView
      state={{
        form,
        phase: list.phase === "loading" ? "loading" : list.phase === "failed" ? "failed" : "ready",
        tab: shownTab,
        rows: list.rows,
        hasMore: list.hasMore,
        loadingMore: list.phase === "loadingMore",
        moreFailed: list.moreFailed,
        message,
      }}
      send={send}
      toolbar={toolbar}
    />
  );
}
