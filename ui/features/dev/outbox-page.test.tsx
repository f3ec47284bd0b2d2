// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../../test-support/render-with-i18n";
import { DevToolsProvider, type DevToolsPort, type OutboxMessage } from "./dev-tools-context";
import { OutboxPage } from "./outbox-page";
import { readOutbox } from "./read-outbox";

afterEach(cleanup);

const sms: OutboxMessage = {
  id: 2,
  channel: "sms",
  to: "+306912345678",
  subject: null,
  body: "Ο κωδικός σας: 123456",
  links: [],
  c_stamp: "2026-11-22T10:15:00Z",
};
const email: OutboxMessage = {
  id: 1,
  channel: "email",
  to: "anna@example.com",
  subject: "Complete your registration",
  body: "Hello Anna,\nfinish here:",
  links: ["http://localhost:8080/portal/setpassword?m=abc"],
  c_stamp: "2026-11-22T10:14:00Z",
};

function portWith(outbox: () => Promise<readonly OutboxMessage[]>): DevToolsPort {
  return { exportTrace: async () => "{}", demoMode: async () => true, outbox };
}

describe("the demo outbox page", () => {
  it("lists each message with its channel, recipient, body and clickable links", async () => {
    renderView(
      <DevToolsProvider port={portWith(async () => [sms, email])}>
        <OutboxPage />
      </DevToolsProvider>,
    );
    expect(await screen.findByText("Ο κωδικός σας: 123456")).toBeDefined();
    expect(screen.getByText(/to \+306912345678/)).toBeDefined();
    expect(screen.getByText("Complete your registration")).toBeDefined();
    const link = screen.getByRole("link", { name: "http://localhost:8080/portal/setpassword?m=abc" });
    expect(link.getAttribute("href")).toBe("http://localhost:8080/portal/setpassword?m=abc");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("says so when nothing was sent, and loads again on Refresh", async () => {
    let answer: readonly OutboxMessage[] = [];
    renderView(
      <DevToolsProvider port={portWith(async () => answer)}>
        <OutboxPage />
      </DevToolsProvider>,
    );
    expect(await screen.findByText("Nothing has been sent yet.")).toBeDefined();
    answer = [sms];
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(screen.getByText("Ο κωδικός σας: 123456")).toBeDefined());
  });

  it("shows an error when the outbox cannot be loaded", async () => {
    renderView(
      <DevToolsProvider port={portWith(async () => Promise.reject(new Error("offline")))}>
        <OutboxPage />
      </DevToolsProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("The outbox could not be loaded.");
  });
});

describe("reading the outbox answer", () => {
  it("keeps well-formed entries and leaves out the rest", () => {
    expect(readOutbox([email, { id: "x" }, null, { ...sms, links: ["a", 3] }])).toEqual([
      email,
      { ...sms, links: ["a"] },
    ]);
    expect(readOutbox({ not: "a list" })).toEqual([]);
  });
});
