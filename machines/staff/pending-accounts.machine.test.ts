import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PendingAccount } from "../../core/staff/pending-account";
import { PENDING_ACCOUNT } from "./pending-accounts.model";
import { pendingAccountsMachine, type DecideInput } from "./pending-accounts.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: {
  readonly decide?: (input: DecideInput) => Promise<void>;
  readonly list?: readonly PendingAccount[];
}) {
  const decisions: DecideInput[] = [];
  const actor = createActor(
    pendingAccountsMachine.provide({
      actors: {
        loadPending: fromPromise(
          async (): Promise<readonly PendingAccount[]> => options.list ?? [PENDING_ACCOUNT],
        ),
        decide: fromPromise(async ({ input }: { input: DecideInput }) => {
          decisions.push(input);
          await (options.decide ?? (async () => undefined))(input);
        }),
      },
    }),
  ).start();
  return { actor, decisions };
}

describe("pendingAccounts machine", () => {
  it("approves at once and says whom it approved", async () => {
    const { actor, decisions } = start({});
    const told: unknown[] = [];
    actor.on("account.decided", (event) => told.push(event));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.approve", id: PENDING_ACCOUNT.id });
    await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== undefined);
    expect(decisions).toEqual([{ userId: PENDING_ACCOUNT.id, decision: "approved" }]);
    expect(actor.getSnapshot().context).toMatchObject({
      accounts: [],
      notice: { kind: "approved", name: "Ελένη Μάρκου", gender: 2 },
    });
    // The screen is told, so the staff list is read again at once (issue 33, item 6).
    expect(told).toEqual([{ type: "account.decided", userId: PENDING_ACCOUNT.id, decision: "approved" }]);
  });

  it("rejects only after a confirmation; cancelling keeps the request", async () => {
    const { actor, decisions } = start({});
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.reject", id: PENDING_ACCOUNT.id });
    expect(actor.getSnapshot().value).toBe("confirmingReject");
    actor.send({ type: "user.cancelReject" });
    await settle();
    expect(decisions).toEqual([]);
    expect(actor.getSnapshot().context.accounts).toHaveLength(1);
    actor.send({ type: "user.reject", id: PENDING_ACCOUNT.id });
    actor.send({ type: "user.confirmReject" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== undefined);
    expect(decisions).toEqual([{ userId: PENDING_ACCOUNT.id, decision: "rejected" }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "rejected", name: "Ελένη Μάρκου", gender: 2 });
  });

  it("keeps the list and shows the server's key when a decision fails", async () => {
    const { actor } = start({
      decide: () =>
        Promise.reject({ _tag: "HttpError", status: 409, messageKey: "b2b_approval_already_decided" }),
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.approve", id: PENDING_ACCOUNT.id });
    await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      accounts: [PENDING_ACCOUNT],
      notice: { kind: "failed", key: "b2b_approval_already_decided" },
    });
  });

  it("ignores a decision on a request that is not listed", async () => {
    const { actor, decisions } = start({});
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.approve", id: 999 });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(decisions).toEqual([]);
  });
});
