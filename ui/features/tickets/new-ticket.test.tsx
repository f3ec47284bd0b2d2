// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CategoryId, ContactId, FileId, TicketId } from "../../../core/schemas/ids";
import type { TicketSaveResult } from "../../../core/tickets/ticket-v2";
import type { StoredTicketDraft } from "../../../core/tickets/ticket-draft-storage";
import { DEFAULT_TICKET_LIMITS } from "../../../core/tickets/ticket-limits";
import { SessionViewProvider, type SessionSource } from "../../platform/session-view";
import { PortsProvider, readyPorts } from "../../platform/ports";
import { fixedView } from "../../platform/view-store";
import { StatusMessage } from "../../components/status-message";
import { I18nProvider } from "../../i18n/i18n-context";
import { catalogue } from "../../../core/i18n/catalogue";
import { NewTicketRoute } from "./new-ticket-routes";
import { TICKET_PORTS, type TicketPorts, type TicketsApiPort } from "../../../machines/tickets/tickets-ports";
import { useTicketFlash } from "./ticket-flash";

afterEach(cleanup);

const SAVED: TicketSaveResult = {
  ticket_id: 41 as TicketId,
  task_ids: [],
  comm_ids: [],
  file_relation_ids: [],
};

function fakeApi(overrides: Partial<TicketsApiPort> = {}): TicketsApiPort {
  return {
    limits: async () => DEFAULT_TICKET_LIMITS,
    categories: async () => [{ id: 1 as CategoryId, title: "Equipment", has_complaint_types: false }],
    contacts: async () => [{ id: 5 as ContactId, name: "Head office support" }],
    complaintTypes: async () => [],
    upload: () => ({
      done: Promise.resolve({ file_id: 9 as FileId, name: "a.png", file_type: "image/png", size: 3 }),
      abort: () => {},
    }),
    saveTicket: async () => SAVED,
    linkTicket: async () => undefined,
    sendTicketEmails: async () => undefined,
    ...overrides,
  } as TicketsApiPort;
}

/** The flash left for the next screen, shown where the saved ticket's screen would show it. */
function SavedScreen() {
  return <StatusMessage message={useTicketFlash().peek()} />;
}

async function renderNewTicket(api: TicketsApiPort) {
  const stored = new Map<string, StoredTicketDraft>();
  const ports: TicketPorts = {
    api,
    drafts: {
      read: (user, store) => stored.get(`${user}:${store}`),
      write: (user, store, draft) => void stored.set(`${user}:${store}`, draft),
      clear: (user, store) => void stored.delete(`${user}:${store}`),
    },
    replyDrafts: { read: () => undefined, write: () => undefined, clear: () => undefined },
    newKey: () => crypto.randomUUID(),
  };
  const bindings = {
    session: fixedView({
      state: { status: "signedIn", shell: { selectedStoreId: 7, user: { id: 3 } } },
      send: () => {},
    }),
  } as unknown as SessionSource;
  const location = memoryLocation({ path: "/new_ticket", record: true });
  await act(async () => {
    render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <Router hook={location.hook}>
          <SessionViewProvider source={bindings}>
            <PortsProvider loaders={new Map([readyPorts(TICKET_PORTS, ports)])}>
              <Suspense fallback={<p>suspended</p>}>
                <Switch>
                  <Route path="/new_ticket" component={NewTicketRoute} />
                  <Route path="/tickets/:id" component={SavedScreen} />
                </Switch>
              </Suspense>
            </PortsProvider>
          </SessionViewProvider>
        </Router>
      </I18nProvider>,
    );
  });
  await screen.findByLabelText("Title");
  return { stored, location };
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText("Title"), "Coffee machine leaks");
  await userEvent.selectOptions(screen.getByLabelText("Category"), "1");
  await userEvent.selectOptions(screen.getByLabelText("Contact"), "5");
  await userEvent.type(screen.getByLabelText("Message"), "Water under the machine since this morning.");
}

describe("/new_ticket", () => {
  it("shows the rules' messages as the user types, and Medium is preselected", async () => {
    await renderNewTicket(fakeApi());
    expect((screen.getByLabelText("Medium") as HTMLInputElement).checked).toBe(true);
    const title = screen.getByLabelText("Title");
    await userEvent.type(title, "ab");
    expect(screen.getByText("The title is too short")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(title, "c");
    expect(screen.queryByText("The title is too short")).toBeNull();
    // Untouched fields stay quiet until the first submit, then every message shows.
    expect(screen.queryByText("Please choose a category")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(screen.getByText("Please choose a category")).toBeTruthy();
    expect(screen.getByText("Please describe the problem")).toBeTruthy();
  });

  it("refuses an oversized file before any upload, with a translated message", async () => {
    const upload = vi.fn<TicketsApiPort["upload"]>();
    await renderNewTicket(
      fakeApi({ upload, limits: async () => ({ ...DEFAULT_TICKET_LIMITS, attachmentMaxBytes: 1000 }) }),
    );
    const big = new File([new Uint8Array(2000)], "scan.pdf", { type: "application/pdf" });
    const input = screen.getByTestId("ticket-file-input");
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/scan\.pdf was not attached/)).toBeTruthy();
    expect(screen.getByText(/The file is too large/)).toBeTruthy();
    expect(screen.queryByText("Waiting to upload")).toBeNull();
    await fillValidForm();
    await userEvent.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(upload).not.toHaveBeenCalled();
  });

  it("offers Retry after a failed save, and the retry saves under the same key", async () => {
    const keys: string[] = [];
    let attempts = 0;
    const saveTicket = vi.fn<TicketsApiPort["saveTicket"]>(async (_payload, key) => {
      keys.push(key);
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error("offline"), { _tag: "NetworkError" });
      return SAVED;
    });
    const { stored, location } = await renderNewTicket(fakeApi({ saveTicket }));
    await fillValidForm();
    await userEvent.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(await screen.findByText("The ticket could not be saved, please try again")).toBeTruthy();
    // The draft is kept (and frozen: the first attempt may have reached the server).
    expect([...stored.values()][0]?.fields.title).toBe("Coffee machine leaks");
    expect(screen.getByLabelText("Title").matches(":disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("The ticket was saved")).toBeTruthy();
    // The saved ticket's own screen, not /tickets_old, which never lists a v2 ticket (issue 33).
    expect(location.history?.at(-1)).toBe("/tickets/41");
    expect(saveTicket).toHaveBeenCalledTimes(2);
    expect(keys[0]).toBe(keys[1]);
    expect(stored.size).toBe(0);
  });
});
