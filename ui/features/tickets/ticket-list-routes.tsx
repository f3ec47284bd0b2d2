import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { TicketTab } from "../../../core/rules/ticket-tabs";
import { TICKET_PAGE_DEFAULT_LIMIT } from "../../../core/tickets/ticket-list-query";
import { createTicketListMachine, type TicketListPage } from "../../../machines/tickets/ticket-list.machine";
import { TicketListView, type TicketForm, type TicketListViewEvent } from "./ticket-list-view";
import type { TicketPorts } from "../../../machines/tickets/ticket-ports";
import { useTicketFlash, useTicketPorts, type TicketNotice } from "./ticket-ports";
import { oldRow, v2Row, type TicketRow } from "./ticket-rows";
import { useTicketSession } from "./ticket-session";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";

const listMachine = createTicketListMachine<TicketRow>();

/** /tickets: the v2 tickets of the selected store, two tabs, virtualised. */
export function TicketsRoute() {
  return <ListRoute form="v2" />;
}

/** /tickets_old: the older form's tickets, same screen. */
export function OldTicketsRoute() {
  return <ListRoute form="old" />;
}

function ListRoute({ form }: { readonly form: TicketForm }) {
  const ports = useTicketPorts();
  const { storeId } = useTicketSession();
  const flash = useTicketFlash();
  const [message] = useState(flash.peek);
  useEffect(() => flash.clear(), [flash]);
  // The tab survives a change of store; the list itself starts again (spec 4, "Changing store").
  const [tab, setTab] = useState<TicketTab>("all");
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
      />
    );
  }
  return (
    <StoreTicketList
      key={`${form}:${storeId}`}
      form={form}
      storeId={storeId}
      ports={ports}
      tab={tab}
      onTab={setTab}
      message={message}
    />
  );
}

function StoreTicketList({
  form,
  storeId,
  ports,
  tab,
  onTab,
  message,
}: {
  readonly form: TicketForm;
  readonly storeId: number;
  readonly ports: TicketPorts;
  /** The tab to start with (the one chosen before a change of store). */
  readonly tab: TicketTab;
  readonly onTab: (tab: TicketTab) => void;
  readonly message: TicketNotice | undefined;
}) {
  const actor = useActorRef(
    listMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }): Promise<TicketListPage<TicketRow>> => {
          if (form === "v2") {
            const page = await ports.api.listV2(storeId, input.tab, input.cursor, TICKET_PAGE_DEFAULT_LIMIT);
            return { rows: page.items.map(v2Row), nextCursor: page.next_cursor };
          }
          const page = await ports.api.listOld(storeId, input.tab, input.cursor, TICKET_PAGE_DEFAULT_LIMIT);
          return { rows: page.items.map(oldRow), nextCursor: page.next_cursor };
        }),
      },
    }),
    { input: { tab }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback(
    (event: TicketListViewEvent) => {
      if (event.type === "user.selectTab") onTab(event.tab);
      actor.send(event);
    },
    [actor, onTab],
  );
  const { context } = snapshot;
  return (
    <TicketListView
      state={{
        form,
        phase: snapshot.matches("loading") ? "loading" : snapshot.matches("failed") ? "failed" : "ready",
        tab: context.tab,
        rows: context.rows,
        hasMore: context.nextCursor !== null,
        loadingMore: snapshot.matches("loadingMore"),
        moreFailed: context.failed === "more",
        message,
      }}
      send={send}
    />
  );
}
