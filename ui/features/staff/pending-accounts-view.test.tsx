// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PendingAccount } from "../../../core/staff/pending-account";
import type { PendingAccountsEvent } from "../../../machines/staff/pending-accounts.machine";
import { renderView } from "../../test-support/render-with-i18n";
import { PendingAccountsView, type PendingAccountsViewState } from "./pending-accounts-view";

afterEach(cleanup);

const ACCOUNT = {
  id: 41,
  f_name: "Eleni",
  l_name: "Markou",
  mobile: "6911000001",
  mobile_country_code: 30,
  email: "eleni@example.com",
  is_trainee: false,
  job_position: "Cashier",
  stores: [{ id: 1, title: "Athens Syntagma" }],
  c_stamp: Temporal.Instant.from("2026-11-24T09:00:00Z"),
} as unknown as PendingAccount;

const state = (over: Partial<PendingAccountsViewState>): PendingAccountsViewState => ({
  phase: "ready",
  accounts: [ACCOUNT],
  targetId: undefined,
  notice: undefined,
  loadFailureKey: undefined,
  ...over,
});

describe("PendingAccountsView", () => {
  it("lists a request with its stores, job and contact, and sends approve and reject for it", async () => {
    const send = vi.fn<(event: PendingAccountsEvent) => void>();
    renderView(<PendingAccountsView state={state({})} send={send} />);
    expect(screen.getByRole("heading", { name: "Waiting for approval (1)" })).toBeTruthy();
    expect(screen.getByText("Athens Syntagma")).toBeTruthy();
    expect(screen.getByText("Cashier")).toBeTruthy();
    expect(screen.getByText("+30 6911000001 · eleni@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Approve: Eleni Markou" }));
    await userEvent.click(screen.getByRole("button", { name: "Reject: Eleni Markou" }));
    expect(send.mock.calls).toEqual([[{ type: "user.approve", id: 41 }], [{ type: "user.reject", id: 41 }]]);
  });

  it("asks before rejecting, with the focus on the question, and disables the row's buttons meanwhile", async () => {
    const send = vi.fn<(event: PendingAccountsEvent) => void>();
    renderView(
      <PendingAccountsView state={state({ phase: "confirmingReject", targetId: 41 })} send={send} />,
    );
    expect(
      screen.getByText("Reject the registration of Eleni Markou? They will be told by message."),
    ).toBeTruthy();
    const yes = screen.getByRole("button", { name: "Yes, reject" });
    expect(document.activeElement).toBe(yes);
    expect(
      (screen.getByRole("button", { name: "Approve: Eleni Markou" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(yes);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(send.mock.calls).toEqual([[{ type: "user.confirmReject" }], [{ type: "user.cancelReject" }]]);
  });

  it("says who was approved, and what failed", () => {
    renderView(
      <PendingAccountsView
        state={state({ accounts: [], notice: { kind: "approved", name: "Eleni Markou", gender: null } })}
        send={vi.fn<(event: PendingAccountsEvent) => void>()}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain(
      "Eleni Markou was approved and can now sign in.",
    );
    expect(screen.getByText("Nobody is waiting for approval.")).toBeTruthy();
    cleanup();
    renderView(
      <PendingAccountsView
        state={state({ notice: { kind: "failed", key: "b2b_approval_already_decided" } })}
        send={vi.fn<(event: PendingAccountsEvent) => void>()}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain(
      "Someone has already decided on this registration",
    );
  });

  it("says «Η» in Greek for a woman who was approved, not «Ο/Η»", () => {
    renderView(
      <PendingAccountsView
        state={state({ accounts: [], notice: { kind: "approved", name: "Ελένη Μάρκου", gender: 2 } })}
        send={vi.fn<(event: PendingAccountsEvent) => void>()}
      />,
      "el-GR",
    );
    expect(screen.getByRole("status").textContent).toContain(
      "Η Ελένη Μάρκου εγκρίθηκε και μπορεί πλέον να συνδεθεί.",
    );
  });

  it("offers to try again when the list cannot be loaded, in Greek too", async () => {
    const send = vi.fn<(event: PendingAccountsEvent) => void>();
    renderView(
      <PendingAccountsView
        state={state({ phase: "loadFailed", accounts: [], loadFailureKey: "b2b_network_error" })}
        send={send}
      />,
      "el-GR",
    );
    expect(screen.getByText("Δεν ήταν δυνατή η φόρτωση των εγγραφών.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Δοκιμάστε ξανά" }));
    expect(send).toHaveBeenCalledWith({ type: "user.reload" });
  });
});
