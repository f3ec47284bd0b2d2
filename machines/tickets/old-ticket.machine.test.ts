import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { LocationId, TicketId } from "../../core/schemas/ids";
import type { OldTicketPayload } from "../../core/tickets/ticket-wire";
import { FAILED_ANSWER, REQUEST_ID } from "../../tests/machines/failed-answer";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { FIELDS, NETWORK, oldTicketModel, REFUSED } from "./old-ticket.model";
import { oldTicketMachine } from "./old-ticket.machine";

type Sent = { readonly payload: OldTicketPayload; readonly idempotencyKey: string };

/**
 * The form with a server that fails the first `failures` posts with `error`, then saves; with
 * `noKeys`, no idempotency key can be made.
 */
function start(failures: number, error: unknown = NETWORK, noKeys = false) {
  const sent: Sent[] = [];
  let left = failures;
  let keys = 0;
  const machine = oldTicketMachine.provide({
    actors: {
      createIdempotencyKey: fromPromise(async () => {
        if (noKeys) throw new Error("no crypto");
        keys += 1;
        return `key-${keys}`;
      }),
      createTicket: fromPromise<{ readonly id: TicketId }, Sent>(async ({ input }) => {
        sent.push(input);
        if (left > 0) {
          left -= 1;
          throw error;
        }
        return { id: 42 as TicketId };
      }),
    },
  });
  const actor = createActor(machine, { input: { locationId: 7 as LocationId } });
  const emitted: unknown[] = [];
  actor.on("ticket.saved", (event) => emitted.push(event));
  actor.start();
  return { actor, sent, emitted };
}

const failed = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches("editing") && s.context.failureKey !== null);

describe("old ticket machine", () => {
  it("refuses an empty form and shows why, asking the server nothing", () => {
    const { actor, sent } = start(0);
    actor.send({ type: "user.submit" });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("editing");
    expect(context.showErrors).toBe(true);
    expect(context.errors.title.length).toBeGreaterThan(0);
    expect(context.errors.message.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });

  it("posts the trimmed ticket for the store under a key, then tells the view where to go", async () => {
    const { actor, sent, emitted } = start(0);
    actor.send({ type: "user.change", fields: { ...FIELDS, title: `  ${FIELDS.title} ` } });
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([
      {
        idempotencyKey: "key-1",
        payload: { location_id: 7, title: FIELDS.title, priority: 3, message: FIELDS.message },
      },
    ]);
    expect(emitted).toEqual([
      {
        type: "ticket.saved",
        ticketId: 42,
        messageKey: "b2b_ticket_save_success",
        navigateTo: "/tickets_old/42",
      },
    ]);
  });

  it("keeps the text and the key after a failure, so sending again cannot make a second ticket", async () => {
    const { actor, sent } = start(1);
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    expect((await failed(actor)).context).toMatchObject({
      fields: FIELDS,
      failureKey: "b2b_ticket_save_failed",
    });
    // The same text again (a view re-sending its fields) keeps the key too.
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent.map((s) => s.idempotencyKey)).toEqual(["key-1", "key-1"]);
  });

  it("keeps the failed save's request id to show, and forgets it on the next submit (issue #42)", async () => {
    const { actor } = start(1, FAILED_ANSWER);
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    expect((await failed(actor)).context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.submit" });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(done.context).toMatchObject({ failureKey: null, failureRequestId: undefined });
  });

  it("a changed text after a failure is another ticket with a new key", async () => {
    const { actor, sent } = start(1);
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    await failed(actor);
    actor.send({ type: "user.change", fields: { priority: 5 } });
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent.map((s) => s.idempotencyKey)).toEqual(["key-1", "key-2"]);
  });

  it("a definite refusal shows the server's reason", async () => {
    const { actor } = start(1, REFUSED);
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    expect((await failed(actor)).context.failureKey).toBe("b2b_invalid_input");
  });

  it("a key that cannot be made leaves the form as it was, with the failure", async () => {
    const { actor, sent } = start(0, NETWORK, true);
    actor.send({ type: "user.change", fields: FIELDS });
    actor.send({ type: "user.submit" });
    expect((await failed(actor)).context).toMatchObject({
      fields: FIELDS,
      idempotencyKey: null,
      failureKey: "b2b_ticket_save_failed",
    });
    expect(sent).toHaveLength(0);
  });
});

describe("old ticket machine model", () => {
  const reports = oldTicketModel.models.map((options) => ({
    options,
    report: modelReport(oldTicketMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(oldTicketMachine, path, options);
        expect(end.value).toEqual(path.state.value);
        expect(end.context).toEqual(path.state.context);
      });
    });
  }
});
