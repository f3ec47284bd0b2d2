// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type {
  CategoryId,
  CommId,
  ContactId,
  FileId,
  FileRelationId,
  LocationId,
  TicketId,
} from "../../../core/schemas/ids";
import { SessionViewProvider, type SessionSource } from "../../platform/session-view";
import { PortsProvider, readyPorts } from "../../platform/ports";
import { I18nProvider } from "../../i18n/i18n-context";
import { catalogue } from "../../../core/i18n/catalogue";
import { fixedView } from "../../platform/view-store";
import { renderView } from "../../test-support/render-with-i18n";
import { v2PriorityBadge, v2StatusBadge } from "./ticket-badges";
import { OldTicketDetailRoute, TicketDetailRoute } from "./ticket-detail-routes";
import {
  TicketDetailView,
  type TicketDetail,
  type TicketDetailViewEvent,
  type TicketDetailViewState,
} from "./ticket-detail-view";
import { TICKET_PORTS, type TicketPorts, type TicketV2Detail } from "../../../machines/tickets/tickets-ports";

afterEach(cleanup);

/** A request id of the server's shape (a UUID), see core/rules/request-id.ts (issue #42). */
const REQUEST_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

const stamp = Temporal.Instant.from("2026-03-01T09:30:00Z");

const file = (id: number, name: string, deletable: boolean) => ({
  id,
  name,
  url: `https://portal.example/echo/rest/api/v2/files/${id}?exp=1&sig=x`,
  type: "image/png",
  relationId: id * 10,
  deletable,
});

const detail = (attachments: TicketDetail["attachments"]): TicketDetail => ({
  id: 5,
  number: "#5",
  title: "Oven does not heat",
  status: v2StatusBadge(1),
  priority: v2PriorityBadge(2),
  facts: [],
  created: stamp,
  updated: stamp,
  thread: [],
  attachments,
  nextStatus: undefined,
});

const viewState = (attachments: TicketDetail["attachments"]): TicketDetailViewState => ({
  phase: "ready",
  backHref: "/tickets",
  ticket: detail(attachments),
  statusChange: { busy: false, message: undefined },
  fileChange: { busy: false, message: undefined },
  reply: { text: "", errors: [], showErrors: false, sending: false, maxLength: 5000, message: undefined },
});

describe("ticket detail view: attachments", () => {
  it("links every file for download under its own name", () => {
    renderView(<TicketDetailView state={viewState([file(1, "oven.png", false)])} send={() => {}} />);
    const link = screen.getByRole("link", { name: "Download oven.png" });
    expect(link.getAttribute("download")).toBe("oven.png");
    expect(link.getAttribute("href")).toBe(file(1, "oven.png", false).url);
  });

  it("offers removal only for the user's own files, and only after a confirmation", async () => {
    const send = vi.fn<(event: TicketDetailViewEvent) => void>();
    renderView(
      <TicketDetailView
        state={viewState([file(1, "mine.png", true), file(2, "theirs.png", false)])}
        send={send}
      />,
    );
    expect(screen.queryByRole("button", { name: "Delete theirs.png" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Delete mine.png" }));
    expect(screen.getByText("Delete mine.png from this ticket? This cannot be undone.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    // "Keep it" closes the question and sends nothing.
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByText(/from this ticket\?/)).toBeNull();
    expect(send).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Delete mine.png" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: "user.deleteFile", relationId: 10 });
  });
});

describe("ticket detail view: a failed reply", () => {
  it("shows the failed request's id under the failure, so a person can quote it (issue #42)", () => {
    const state = viewState([]);
    renderView(
      <TicketDetailView
        state={{
          ...state,
          reply: {
            ...state.reply,
            message: { key: "b2b_ticket_reply_failed", tone: "error" },
            requestId: REQUEST_ID,
          },
        }}
        send={() => {}}
      />,
    );
    expect(screen.getByText(`Request id: ${REQUEST_ID}`)).toBeTruthy();
  });
});

// The ports are read with React's `use`, so the first render suspends: render inside an awaited act.
async function renderRoute(api: Partial<TicketPorts["api"]>, path: string) {
  const ports = {
    api,
    drafts: {},
    replyDrafts: { read: () => undefined, write: () => undefined, clear: () => undefined },
    newKey: () => "k",
  } as unknown as TicketPorts;
  const bindings = {
    session: fixedView({
      state: { status: "signedIn", shell: { selectedStoreId: 1, user: { id: 3 } } },
      send: () => {},
    }),
  } as unknown as SessionSource;
  const location = memoryLocation({ path, record: true });
  await act(async () => {
    render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <Router hook={location.hook}>
          <SessionViewProvider source={bindings}>
            <PortsProvider loaders={new Map([readyPorts(TICKET_PORTS, ports)])}>
              <Suspense fallback={<p>suspended</p>}>
                <Switch>
                  <Route path="/tickets/:id" component={TicketDetailRoute} />
                  <Route path="/tickets_old/:id" component={OldTicketDetailRoute} />
                  <Route path="/tickets">
                    <p>the v2 list</p>
                  </Route>
                  <Route path="/tickets_old">
                    <p>the older list</p>
                  </Route>
                </Switch>
              </Suspense>
            </PortsProvider>
          </SessionViewProvider>
        </Router>
      </I18nProvider>,
    );
  });
  return location;
}

const v2Ticket = (files: TicketV2Detail["files_relations"]): TicketV2Detail => ({
  id: 5 as TicketId,
  location_id: 1 as LocationId,
  title: "Oven does not heat",
  category_id: 1 as CategoryId,
  category: "Equipment",
  contact_id: 2 as ContactId,
  contact: "Head office",
  complaint_type_id: null,
  complaint_type: null,
  last_status: 1,
  priority: 2,
  c_stamp: stamp,
  m_stamp: stamp,
  comm: [{ id: 9 as CommId, from_contact_name: "Nikos", message: "It is cold.", c_stamp: stamp }],
  files_relations: files,
});

const ovenPng = {
  file_id: 4 as FileId,
  name: "oven.png",
  file_url: "https://portal.example/f/4",
  file_type: "image/png",
  file_relation_id: 40 as FileRelationId,
  can_delete: true,
};

describe("/tickets/{id} route", () => {
  it("removes a confirmed file through deleteTicketFile, then shows the ticket without it", async () => {
    let files: TicketV2Detail["files_relations"] = [ovenPng];
    const detailV2 = vi.fn<TicketPorts["api"]["detailV2"]>(async () => v2Ticket(files));
    const deleteFile = vi.fn<TicketPorts["api"]["deleteFile"]>(async () => {
      files = [];
    });
    await renderRoute({ detailV2, deleteFile }, "/tickets/5");
    const section = await screen.findByRole("region", { name: "Attachments" });
    await userEvent.click(within(section).getByRole("button", { name: "Delete oven.png" }));
    await userEvent.click(within(section).getByRole("button", { name: "Delete" }));
    expect(deleteFile).toHaveBeenCalledExactlyOnceWith(5, 40);
    expect(await within(section).findByText("The file was deleted")).toBeTruthy();
    expect(within(section).getByText("No files attached")).toBeTruthy();
    expect(detailV2).toHaveBeenCalledTimes(2);
  });

  it("keeps the file and says so when the removal fails", async () => {
    const detailV2 = vi.fn<TicketPorts["api"]["detailV2"]>(async () => v2Ticket([ovenPng]));
    const deleteFile = vi.fn<TicketPorts["api"]["deleteFile"]>(async () => {
      throw Object.assign(new Error("forbidden"), { _tag: "HttpError", status: 403 });
    });
    await renderRoute({ detailV2, deleteFile }, "/tickets/5");
    const section = await screen.findByRole("region", { name: "Attachments" });
    await userEvent.click(within(section).getByRole("button", { name: "Delete oven.png" }));
    await userEvent.click(within(section).getByRole("button", { name: "Delete" }));
    expect(await within(section).findByText("The file could not be deleted, please try again")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Download oven.png" })).toBeTruthy();
  });
});

/** What the API client rejects with for an unknown ticket. */
const missing = async (): Promise<never> => {
  throw Object.assign(new Error("not found"), {
    _tag: "HttpError",
    status: 404,
    messageKey: "b2b_not_found",
  });
};

describe("a ticket detail that cannot be loaded (spec 8)", () => {
  it.each([
    ["v2", "/tickets/404"],
    ["older form", "/tickets_old/404"],
  ])("returns to /tickets (%s)", async (_form, path) => {
    const location = await renderRoute({ detailV2: missing, detailOld: missing }, path);
    expect(await screen.findByText("the v2 list")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/tickets");
  });
});
