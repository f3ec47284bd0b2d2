import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { FileRelationId, TicketId } from "../../core/schemas/ids";
import type { TicketStatus } from "../../core/tickets/ticket-v2";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { ANSWER, NETWORK, ticketDetailModel } from "./ticket-detail.model";
import { type TicketDetailAnswer, ticketDetailMachine } from "./ticket-detail.machine";

const second = { ...ANSWER, ticket: { ...ANSWER.ticket, title: "again" } } as TicketDetailAnswer;

function start(options: {
  readonly loads: ReadonlyArray<TicketDetailAnswer | "fail">;
  readonly statusFails?: boolean;
  readonly deleteFails?: boolean;
}) {
  const calls: string[] = [];
  let load = 0;
  const machine = ticketDetailMachine.provide({
    actors: {
      loadTicket: fromPromise(async ({ input }) => {
        calls.push(`load ${input.form} ${input.storeId} ${input.ticketId}`);
        const answer = options.loads[Math.min(load, options.loads.length - 1)];
        load += 1;
        if (answer === "fail" || answer === undefined) throw NETWORK;
        return answer;
      }),
      updateStatus: fromPromise(async ({ input }) => {
        calls.push(
          `status ${input.ticketId} ${input.status}${input.resolution === "" ? "" : ` "${input.resolution}"`}`,
        );
        if (options.statusFails === true) throw NETWORK;
      }),
      deleteFile: fromPromise(async ({ input }) => {
        calls.push(`delete ${input.ticketId} ${input.relationId}`);
        if (options.deleteFails === true) throw NETWORK;
      }),
    },
  });
  const actor = createActor(machine, { input: { form: "v2", storeId: 4, ticketId: 7 as TicketId } });
  const emitted: unknown[] = [];
  actor.on("detail.failed", (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const idle = (s: { matches: (v: { ready: "idle" }) => boolean }) => s.matches({ ready: "idle" });

describe("ticket detail machine", () => {
  it("resolves with the resolution text the view confirmed", async () => {
    const { actor, calls } = start({ loads: [ANSWER, second] });
    await waitFor(actor, idle);
    actor.send({ type: "user.setStatus", status: 3 as TicketStatus, resolution: "Άλλαξε η αντλία" });
    await waitFor(actor, (s) => idle(s) && s.context.statusMessage !== null);
    expect(calls).toEqual(["load v2 4 7", 'status 7 3 "Άλλαξε η αντλία"', "load v2 4 7"]);
  });

  it("shows one success banner at a time: a reply then a resolution, or a resolution then a reply", async () => {
    const { actor } = start({ loads: [ANSWER] });
    await waitFor(actor, idle);
    actor.send({ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.replyMessage).not.toBeNull();
    actor.send({ type: "user.setStatus", status: 3 as TicketStatus });
    const resolved = await waitFor(actor, (s) => idle(s) && s.context.statusMessage !== null);
    expect(resolved.context.replyMessage).toBeNull();
    actor.send({ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" });
    const replied = await waitFor(actor, (s) => idle(s) && s.context.replyMessage !== null);
    expect(replied.context.statusMessage).toBeNull();
  });

  it("loads the ticket of its store and shows it", async () => {
    const { actor, calls } = start({ loads: [ANSWER] });
    const ready = await waitFor(actor, idle);
    expect(ready.context.detail).toBe(ANSWER);
    expect(calls).toEqual(["load v2 4 7"]);
  });

  it("a ticket that cannot be loaded tells the view to return to the list (spec 8)", async () => {
    const { actor, emitted } = start({ loads: ["fail"] });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("failed");
    expect(emitted).toEqual([{ type: "detail.failed", messageKey: "b2b_network_error" }]);
  });

  it("changes the status, reloads, then says so", async () => {
    const { actor, calls } = start({ loads: [ANSWER, second] });
    await waitFor(actor, idle);
    actor.send({ type: "user.setStatus", status: 3 as TicketStatus });
    expect(actor.getSnapshot().matches({ ready: "changingStatus" })).toBe(true);
    const done = await waitFor(actor, (s) => idle(s) && s.context.statusMessage !== null);
    expect(done.context.detail).toBe(second);
    expect(done.context.statusMessage).toEqual({ key: "ui_tickets_status_changed", tone: "success" });
    expect(calls).toEqual(["load v2 4 7", "status 7 3", "load v2 4 7"]);
  });

  it("a refused status change keeps the ticket and says so", async () => {
    const { actor } = start({ loads: [ANSWER], statusFails: true });
    await waitFor(actor, idle);
    actor.send({ type: "user.setStatus", status: 3 as TicketStatus });
    const done = await waitFor(actor, (s) => idle(s) && s.context.statusMessage !== null);
    expect(done.context).toMatchObject({
      detail: ANSWER,
      statusMessage: { key: "ui_tickets_status_failed", tone: "error" },
    });
  });

  it("removes a file, reloads, then says so; a failed reload keeps what is shown", async () => {
    const { actor, calls } = start({ loads: [ANSWER, "fail"] });
    await waitFor(actor, idle);
    actor.send({ type: "user.deleteFile", relationId: 70 as FileRelationId });
    const done = await waitFor(actor, (s) => idle(s) && s.context.fileMessage !== null);
    expect(done.context).toMatchObject({
      detail: ANSWER,
      fileMessage: { key: "ui_tickets_file_deleted", tone: "success" },
    });
    expect(calls).toEqual(["load v2 4 7", "delete 7 70", "load v2 4 7"]);
  });

  it("a file that cannot be removed says so", async () => {
    const { actor } = start({ loads: [ANSWER], deleteFails: true });
    await waitFor(actor, idle);
    actor.send({ type: "user.deleteFile", relationId: 70 as FileRelationId });
    const done = await waitFor(actor, (s) => idle(s) && s.context.fileMessage !== null);
    expect(done.context.fileMessage).toEqual({ key: "ui_tickets_file_delete_failed", tone: "error" });
  });

  it("after a reply: shows its message and reloads; typing clears the message", async () => {
    const { actor, calls } = start({ loads: [ANSWER, second] });
    await waitFor(actor, idle);
    actor.send({ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" });
    const done = await waitFor(actor, (s) => idle(s) && s.context.detail === second);
    expect(done.context.replyMessage).toEqual({ key: "b2b_ticket_reply_sent", tone: "success" });
    expect(calls).toHaveLength(2);
    actor.send({ type: "user.type" });
    expect(actor.getSnapshot().context.replyMessage).toBeNull();
  });
});

describe("ticket detail machine model", () => {
  const reports = ticketDetailModel.models.map((options) => ({
    options,
    report: modelReport(ticketDetailMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(ticketDetailMachine, path, options);
        expect(end.value).toEqual(path.state.value);
        expect(end.context).toEqual(path.state.context);
      });
    });
  }
});
