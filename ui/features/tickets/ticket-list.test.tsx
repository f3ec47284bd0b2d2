// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { Temporal } from "temporal-polyfill";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CategoryId, ContactId, LocationId, TicketId } from "../../../core/schemas/ids";
import { SessionViewProvider, type SessionSource } from "../../platform/session-view";
import { PortsProvider, readyPorts } from "../../platform/ports";
import { I18nProvider } from "../../i18n/i18n-context";
import { catalogue } from "../../../core/i18n/catalogue";
import { fixedView } from "../../platform/view-store";
import { renderView } from "../../test-support/render-with-i18n";
import { TicketsRoute } from "./ticket-list-routes";
import { TicketListView, type TicketListViewEvent, type TicketListViewState } from "./ticket-list-view";
import {
  TICKET_PORTS,
  type TicketPorts,
  type TicketV2Summary,
} from "../../../machines/tickets/tickets-ports";
import { queueRow, v2Row } from "./ticket-rows";
import { TICKET_ROW_HEIGHT } from "./tickets.css";

afterEach(cleanup);

// jsdom lays nothing out: the scroller reports the height of ten rows, so the virtualiser has a window.
const VISIBLE_ROWS = 10;
let restoreHeight: (() => void) | undefined;
beforeAll(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get() {
      return (this as HTMLElement).dataset["testid"] === "ticket-scroller"
        ? VISIBLE_ROWS * TICKET_ROW_HEIGHT
        : 0;
    },
  });
  restoreHeight = () => {
    if (original !== undefined) Object.defineProperty(HTMLElement.prototype, "clientHeight", original);
  };
});
afterAll(() => restoreHeight?.());

const stamp = Temporal.Instant.from("2026-03-01T09:30:00Z");

function summary(id: number, last_status: 1 | 2 | 3 = 1): TicketV2Summary {
  return {
    id: id as TicketId,
    title: `Ticket number ${id}`,
    category_id: 1 as CategoryId,
    category: "Equipment",
    contact_id: 2 as ContactId,
    contact: "Head office",
    complaint_type_id: null,
    complaint_type: null,
    last_status,
    priority: 2,
    c_stamp: stamp,
    m_stamp: stamp,
  };
}

const readyState = (count: number, extra: Partial<TicketListViewState> = {}): TicketListViewState => ({
  form: "v2",
  phase: "ready",
  tab: "all",
  rows: Array.from({ length: count }, (_, index) => v2Row(summary(count - index))),
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
  message: undefined,
  ...extra,
});

describe("ticket list view", () => {
  it("head office's queue: each row names its store and links to the ticket in that store", () => {
    const row = queueRow({
      ...summary(9),
      location_id: 4 as LocationId,
      store: "Ηράκλειο Πλατεία Ελευθερίας 3",
    });
    renderView(<TicketListView state={readyState(0, { form: "queue", rows: [row] })} send={() => {}} />);
    expect(screen.getAllByText("Ηράκλειο Πλατεία Ελευθερίας 3").length).toBeGreaterThan(0);
    expect(screen.getByTestId("ticket-row").getAttribute("href")).toContain("/tickets/9?location_id=4");
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("head office's queue with nothing that matches says so", () => {
    renderView(<TicketListView state={readyState(0, { form: "queue" })} send={() => {}} />);
    expect(screen.getByText("No tickets match these filters")).toBeTruthy();
  });

  it("renders only the rows in view, even with thousands of tickets", () => {
    renderView(<TicketListView state={readyState(5000)} send={() => {}} />);
    const rows = screen.getAllByTestId("ticket-row");
    expect(rows.length).toBeGreaterThan(0);
    // The window plus a small overscan, nowhere near 5000.
    expect(rows.length).toBeLessThanOrEqual(VISIBLE_ROWS + 2 * 8);
    expect(screen.getByText("Ticket number 5000")).toBeTruthy();
    expect(screen.queryByText("Ticket number 1")).toBeNull();
    // Counts are grouped in the UI language (issue #33 item 7).
    expect(screen.getByText("5,000 tickets shown")).toBeTruthy();
  });

  it("shows translated status and priority badges", () => {
    renderView(<TicketListView state={readyState(1)} send={() => {}} />);
    expect(screen.getByText("Open")).toBeTruthy();
    expect(screen.getByText("Medium")).toBeTruthy();
  });

  it("asks for the next page when the end of what is loaded is in view", () => {
    const send = vi.fn<(event: TicketListViewEvent) => void>();
    renderView(<TicketListView state={readyState(12, { hasMore: true })} send={send} />);
    expect(send).toHaveBeenCalledWith({ type: "user.loadMore" });
  });

  it("sends the tab the user picks", async () => {
    const send = vi.fn<(event: TicketListViewEvent) => void>();
    renderView(<TicketListView state={readyState(3)} send={send} />);
    await userEvent.click(screen.getByRole("tab", { name: "Resolved" }));
    expect(send).toHaveBeenCalledWith({ type: "user.selectTab", tab: "resolved" });
  });

  it("has honest empty and error states", async () => {
    const send = vi.fn<(event: TicketListViewEvent) => void>();
    const { rerender } = renderView(<TicketListView state={readyState(0)} send={send} />);
    expect(screen.getByText("No tickets yet")).toBeTruthy();
    rerender(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <TicketListView state={readyState(0, { phase: "failed" })} send={send} />
      </I18nProvider>,
    );
    expect(screen.getByText("The tickets could not be loaded")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(send).toHaveBeenCalledWith({ type: "user.retry" });
  });
});

// The ports are read with React's `use`, so the first render suspends: render inside an awaited act.
async function renderRoute(listV2: TicketPorts["api"]["listV2"], storeId = 7) {
  const ports = { api: { listV2 }, drafts: {}, newKey: () => "k" } as unknown as TicketPorts;
  const bindings = {
    session: fixedView({
      state: { status: "signedIn", shell: { selectedStoreId: storeId, user: { id: 3 } } },
      send: () => {},
    }),
  } as unknown as SessionSource;
  const { hook } = memoryLocation({ path: "/tickets" });
  await act(async () => {
    render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <Router hook={hook}>
          <SessionViewProvider source={bindings}>
            <PortsProvider loaders={new Map([readyPorts(TICKET_PORTS, ports)])}>
              <Suspense fallback={<p>suspended</p>}>
                <TicketsRoute />
              </Suspense>
            </PortsProvider>
          </SessionViewProvider>
        </Router>
      </I18nProvider>,
    );
  });
}

describe("/tickets route", () => {
  it("loads all tickets of the store, then only the resolved ones on the other tab", async () => {
    const listV2 = vi.fn<TicketPorts["api"]["listV2"]>(async (_store, tab) => ({
      items: tab === "resolved" ? [summary(2, 3)] : [summary(2, 3), summary(1)],
      next_cursor: null,
    }));
    await renderRoute(listV2);
    expect(await screen.findByText("Ticket number 1")).toBeTruthy();
    expect(listV2).toHaveBeenLastCalledWith(7, "all", null, 50);
    await userEvent.click(screen.getByRole("tab", { name: "Resolved" }));
    expect(await screen.findByText("1 ticket shown")).toBeTruthy();
    expect(listV2).toHaveBeenLastCalledWith(7, "resolved", null, 50);
    expect(screen.queryByText("Ticket number 1")).toBeNull();
  });

  it("follows the cursor for the next page", async () => {
    const listV2 = vi.fn<TicketPorts["api"]["listV2"]>(async (_store, _tab, cursor) =>
      cursor === null
        ? { items: Array.from({ length: 12 }, (_, i) => summary(100 - i)), next_cursor: "v1.2k" }
        : { items: [summary(50)], next_cursor: null },
    );
    await renderRoute(listV2);
    expect(await screen.findByText("13 tickets shown")).toBeTruthy();
    expect(listV2).toHaveBeenLastCalledWith(7, "all", "v1.2k", 50);
  });

  it("shows an error state with a retry when the list cannot be loaded", async () => {
    let fail = true;
    const listV2 = vi.fn<TicketPorts["api"]["listV2"]>(async () => {
      if (fail) throw Object.assign(new Error("offline"), { _tag: "NetworkError" });
      return { items: [summary(1)], next_cursor: null };
    });
    await renderRoute(listV2);
    expect(await screen.findByText("The tickets could not be loaded")).toBeTruthy();
    fail = false;
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByText("Ticket number 1")).toBeTruthy();
  });
});
