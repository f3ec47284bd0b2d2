import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock, waitFor } from "xstate";
import type { CategoryId, ContactId, LocationId } from "../../core/schemas/ids";
import {
  decodeStoredTicketDraft,
  encodeStoredTicketDraft,
  type StoredTicketDraft,
} from "../../core/tickets/ticket-draft-storage";
import { createFakeTicketServer, type FakeTicketServer } from "../../tests/machines/fake-ticket-server";
import {
  TICKET_EMAIL_ATTEMPTS,
  TICKET_EMAIL_RETRY_DELAY_MS,
  type TicketSaved,
  ticketMachine,
} from "./ticket.machine";

const LOCATION = 12 as LocationId;
const FIELDS = {
  title: "Fridge broken",
  category_id: 4 as CategoryId,
  contact_id: 7 as ContactId,
  priority: 1 as const,
  message: "The fridge stopped cooling this morning.",
};
const PNG = { name: "photo.png", size: 2048, type: "image/png" };
const PDF = { name: "invoice.pdf", size: 4096, type: "application/pdf" };

function start(server: FakeTicketServer = createFakeTicketServer()) {
  const persisted: StoredTicketDraft[] = [];
  const clearDraft = vi.fn<() => void>();
  const clock = new SimulatedClock();
  const machine = ticketMachine.provide({
    actors: server.actors,
    actions: {
      // Through the real codec, as the edge does, so what is stored is what a reload reads.
      persistDraft: (_, params) => {
        const decoded = decodeStoredTicketDraft(encodeStoredTicketDraft(params.draft));
        if (decoded !== undefined) persisted.push(decoded);
      },
      clearDraft: () => clearDraft(),
    },
  });
  const actor = createActor(machine, { input: { locationId: LOCATION }, clock });
  const saved: TicketSaved[] = [];
  actor.on("ticket.saved", (event) => saved.push(event));
  actor.start();
  return { actor, server, persisted, clearDraft, clock, saved };
}

type Run = ReturnType<typeof start>;

const inDraft = (run: Run) => waitFor(run.actor, (s) => s.matches("draft"));
const settled = (run: Run) =>
  waitFor(run.actor, (s) => s.status === "done" || (s.matches("draft") && s.context.failure !== null));

async function fillAndSubmit(run: Run) {
  await inDraft(run);
  run.actor.send({ type: "user.change", fields: FIELDS });
  run.actor.send({ type: "user.attachFile", localId: "f1", meta: PNG, file: { blob: 1 } });
  run.actor.send({ type: "user.attachFile", localId: "f2", meta: PDF, file: { blob: 2 } });
  run.actor.send({ type: "user.submit" });
  return settled(run);
}

/** Tickets created in the fake, over all keys: the flow must never make more than one. */
const ticketsCreated = (server: FakeTicketServer) =>
  [...server.ticketsByKey.values()].reduce((a, b) => a + b, 0);

describe("ticket machine: happy path", () => {
  it("uploads each file once, saves once, links with the save's ids, asks for emails, then is done", async () => {
    const run = start();
    const snapshot = await fillAndSubmit(run);
    const { server } = run;
    expect(snapshot.status).toBe("done");
    expect(server.uploads).toEqual(["f1", "f2"]);
    expect(server.saveCalls).toHaveLength(1);
    expect(server.saveCalls[0]).toEqual({
      idempotencyKey: server.keysMade[0],
      payload: {
        location_id: LOCATION,
        title: FIELDS.title,
        category_id: 4,
        contact_id: 7,
        complaint_type_id: null,
        priority: 1,
        message: FIELDS.message,
        file_ids: [101, 102],
      },
    });
    expect(server.linkCalls).toEqual([
      { ticket_id: 501, task_ids: [1], comm_ids: [2], file_relation_ids: [10, 11] },
    ]);
    expect(server.emailCalls).toEqual([{ ticket_id: 501 }]);
    const saved = {
      type: "ticket.saved",
      ticketId: 501,
      messageKey: "b2b_ticket_save_success",
      navigateTo: "/tickets/501",
      warningKey: null,
    };
    expect(run.saved).toEqual([saved]);
    expect(snapshot.output).toEqual(saved);
    expect(run.clearDraft).toHaveBeenCalledTimes(1);
    expect(ticketsCreated(server)).toBe(1);
  });

  it("keeps upload progress of the current file", async () => {
    const run = start();
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.attachFile", localId: "f1", meta: PNG, file: {} });
    run.actor.send({ type: "user.submit" });
    const halfway = await waitFor(run.actor, (s) => s.context.attachments[0]?.progress === 0.5);
    expect(halfway.matches("uploading")).toBe(true);
    await settled(run);
    // A progress event for a file that is not being uploaded changes nothing.
    expect(run.actor.getSnapshot().status).toBe("done");
  });
});

describe("ticket machine: validation", () => {
  it("validates as the user types and shows errors only from the first submit", async () => {
    const run = start();
    await inDraft(run);
    expect(run.actor.getSnapshot().context.errors.title).toEqual(["b2b_ticket_title_required"]);
    expect(run.actor.getSnapshot().context.showErrors).toBe(false);
    run.actor.send({ type: "user.change", fields: { title: "Ov" } });
    expect(run.actor.getSnapshot().context.errors.title).toEqual(["b2b_ticket_title_too_short"]);
    run.actor.send({ type: "user.submit" });
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches("draft")).toBe(true);
    expect(snapshot.context.showErrors).toBe(true);
    expect(run.server.saveCalls).toHaveLength(0);
    expect(run.server.keysMade).toHaveLength(0);
  });

  it("refuses a file that breaks the limits until it is removed", async () => {
    const run = start();
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({
      type: "user.attachFile",
      localId: "x",
      meta: { name: "a.exe", size: 1, type: "" },
      file: {},
    });
    run.actor.send({ type: "user.submit" });
    expect(run.actor.getSnapshot().context.errors.attachments).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
    expect(run.actor.getSnapshot().matches("draft")).toBe(true);
    run.actor.send({ type: "user.removeAttachment", localId: "x" });
    run.actor.send({ type: "user.submit" });
    expect((await settled(run)).status).toBe("done");
  });
});

describe("ticket machine: a failure at each step keeps the draft and a retry makes exactly one ticket", () => {
  const cases: Array<{
    name: string;
    inject: (s: FakeTicketServer) => void;
    key: string;
    uploads: string[];
  }> = [
    {
      name: "key",
      inject: (s) => s.fail.key.push("before"),
      key: "b2b_ticket_save_failed",
      uploads: ["f1", "f2"],
    },
    {
      name: "upload of the second file: the first is not sent again",
      inject: (s) => s.fail.upload.push("ok", "before"),
      key: "b2b_ticket_upload_failed",
      uploads: ["f1", "f2"],
    },
    {
      name: "upload answer lost: that file is sent again (the lost copy stays unlinked)",
      inject: (s) => s.fail.upload.push("after"),
      key: "b2b_ticket_upload_failed",
      uploads: ["f1", "f1", "f2"],
    },
    {
      name: "save, nothing done",
      inject: (s) => s.fail.save.push("before"),
      key: "b2b_ticket_save_failed",
      uploads: ["f1", "f2"],
    },
    {
      name: "save, answer lost",
      inject: (s) => s.fail.save.push("after"),
      key: "b2b_ticket_save_failed",
      uploads: ["f1", "f2"],
    },
    {
      name: "link",
      inject: (s) => s.fail.link.push("before"),
      key: "b2b_ticket_link_failed",
      uploads: ["f1", "f2"],
    },
  ];

  it.each(cases)("$name", async ({ inject, key, uploads }) => {
    const server = createFakeTicketServer();
    inject(server);
    const run = start(server);
    const failed = await fillAndSubmit(run);
    expect(failed.matches("draft")).toBe(true);
    expect(failed.context.failure?.messageKey).toBe(key);
    expect(failed.context.fields).toMatchObject(FIELDS);
    expect(failed.context.attachments.map((a) => a.localId)).toEqual(["f1", "f2"]);
    expect(run.persisted.at(-1)?.fields).toMatchObject(FIELDS);
    expect(run.clearDraft).not.toHaveBeenCalled();

    run.actor.send({ type: "user.retry" });
    const done = await settled(run);
    expect(done.status).toBe("done");
    expect(server.uploads).toEqual(uploads);
    expect(server.keysMade).toHaveLength(1);
    expect(new Set(server.saveCalls.map((c) => c.idempotencyKey))).toEqual(new Set(server.keysMade));
    expect(ticketsCreated(server)).toBe(1);
    expect(server.ticketsByKey.get(server.keysMade[0] ?? "")).toBe(1);
    expect(server.emailCalls).toEqual([{ ticket_id: 501 }]);
    expect(run.clearDraft).toHaveBeenCalledTimes(1);
  });

  it("a save whose answer was lost is retried with the same payload: editing is frozen meanwhile", async () => {
    const server = createFakeTicketServer();
    server.fail.save.push("after");
    const run = start(server);
    const failed = await fillAndSubmit(run);
    expect(failed.context.locked).toBe(true);
    run.actor.send({ type: "user.change", fields: { title: "Another title" } });
    run.actor.send({ type: "user.removeAttachment", localId: "f1" });
    expect(run.actor.getSnapshot().context.fields.title).toBe(FIELDS.title);
    expect(run.actor.getSnapshot().context.attachments).toHaveLength(2);
    run.actor.send({ type: "user.retry" });
    await settled(run);
    expect(server.saveCalls.map((c) => c.payload)).toEqual([
      server.saveCalls[0]?.payload,
      server.saveCalls[0]?.payload,
    ]);
    expect(ticketsCreated(server)).toBe(1);
  });

  it("a save the server refused unlocks the draft for correction, under the same key", async () => {
    const server = createFakeTicketServer();
    server.fail.save.push("refused");
    const run = start(server);
    const failed = await fillAndSubmit(run);
    expect(failed.context.failure).toEqual({ step: "save", messageKey: "b2b_invalid_input" });
    expect(failed.context.locked).toBe(false);
    run.actor.send({ type: "user.change", fields: { title: "A better title" } });
    run.actor.send({ type: "user.retry" });
    expect((await settled(run)).status).toBe("done");
    expect(server.saveCalls.at(-1)?.payload.title).toBe("A better title");
    expect(server.keysMade).toHaveLength(1);
    expect(ticketsCreated(server)).toBe(1);
  });

  it("retry does nothing without a failure", async () => {
    const run = start();
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.retry" });
    expect(run.actor.getSnapshot().matches("draft")).toBe(true);
    expect(run.server.keysMade).toHaveLength(0);
  });
});

describe("ticket machine: emails", () => {
  it("retries after the delay and finishes without a warning when a later attempt works", async () => {
    const server = createFakeTicketServer();
    server.fail.emails.push("before");
    const run = start(server);
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.submit" });
    await waitFor(run.actor, (s) => s.matches("waitingToRetryEmails"));
    run.clock.increment(TICKET_EMAIL_RETRY_DELAY_MS - 1);
    expect(run.actor.getSnapshot().matches("waitingToRetryEmails")).toBe(true);
    run.clock.increment(1);
    const done = await waitFor(run.actor, (s) => s.status === "done");
    expect(server.emailCalls).toHaveLength(2);
    expect(done.output?.warningKey).toBeNull();
  });

  it(`gives up after ${TICKET_EMAIL_ATTEMPTS} attempts: done with a warning, the ticket kept`, async () => {
    const server = createFakeTicketServer();
    server.fail.emails.push("before", "before", "before");
    const run = start(server);
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.submit" });
    for (let retry = 1; retry < TICKET_EMAIL_ATTEMPTS; retry += 1) {
      await waitFor(run.actor, (s) => s.matches("waitingToRetryEmails"));
      run.clock.increment(TICKET_EMAIL_RETRY_DELAY_MS);
    }
    const done = await waitFor(run.actor, (s) => s.status === "done");
    expect(server.emailCalls).toHaveLength(TICKET_EMAIL_ATTEMPTS);
    expect(done.output).toMatchObject({
      messageKey: "b2b_ticket_save_success",
      warningKey: "b2b_ticket_emails_not_sent",
    });
    expect(run.saved).toHaveLength(1);
    expect(run.clearDraft).toHaveBeenCalledTimes(1);
    expect(ticketsCreated(server)).toBe(1);
  });
});

describe("ticket machine: the stored draft", () => {
  it("is persisted after each change and cleared after success", async () => {
    const run = start();
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: { title: "Fridge" } });
    expect(run.persisted.at(-1)?.fields.title).toBe("Fridge");
    run.actor.send({ type: "user.change", fields: { message: "It is warm inside." } });
    expect(run.persisted.at(-1)?.fields.message).toBe("It is warm inside.");
    run.actor.send({ type: "user.attachFile", localId: "f1", meta: PNG, file: {} });
    expect(run.persisted.at(-1)?.attachments).toEqual([{ localId: "f1", meta: PNG, fileId: null }]);
    run.actor.send({ type: "user.removeAttachment", localId: "f1" });
    expect(run.persisted.at(-1)?.attachments).toEqual([]);
    expect(run.persisted).toHaveLength(4);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.submit" });
    await settled(run);
    // The key, the save result and the link were persisted as they became known.
    expect(run.persisted.some((d) => d.idempotencyKey !== null && d.saveResult === null)).toBe(true);
    expect(run.persisted.some((d) => d.saveResult !== null && !d.linked)).toBe(true);
    expect(run.persisted.some((d) => d.linked)).toBe(true);
    expect(run.clearDraft).toHaveBeenCalledTimes(1);
  });

  it("is restored on start; files lost by the reload must be attached again", async () => {
    const stored: StoredTicketDraft = {
      fields: { ...FIELDS, complaint_type_id: null },
      attachments: [
        { localId: "f1", meta: PNG, fileId: 77 as never },
        { localId: "f2", meta: PDF, fileId: null },
      ],
      idempotencyKey: null,
      saveResult: null,
      linked: false,
      locked: false,
    };
    const run = start(createFakeTicketServer(stored));
    const snapshot = await inDraft(run);
    expect(snapshot.context.fields).toEqual(stored.fields);
    expect(snapshot.context.errors.attachments).toEqual(["b2b_ticket_attachment_reattach"]);
    run.actor.send({ type: "user.submit" });
    expect(run.actor.getSnapshot().matches("draft")).toBe(true);
    run.actor.send({ type: "user.attachFile", localId: "f2", meta: PDF, file: {} });
    run.actor.send({ type: "user.submit" });
    expect((await settled(run)).status).toBe("done");
    // f1 was uploaded before the reload and is not sent again.
    expect(run.server.uploads).toEqual(["f2"]);
    expect(run.server.saveCalls[0]?.payload.file_ids).toEqual([77, 101]);
  });

  it("a reload after the save finishes the ticket without saving again", async () => {
    const stored: StoredTicketDraft = {
      fields: { ...FIELDS, complaint_type_id: null },
      attachments: [],
      idempotencyKey: "00000000-0000-4000-8000-000000000009",
      saveResult: { ticket_id: 42 as never, task_ids: [], comm_ids: [3 as never], file_relation_ids: [] },
      linked: false,
      locked: true,
    };
    const run = start(createFakeTicketServer(stored));
    const done = await waitFor(run.actor, (s) => s.status === "done");
    expect(run.server.saveCalls).toHaveLength(0);
    expect(run.server.linkCalls).toEqual([
      { ticket_id: 42, task_ids: [], comm_ids: [3], file_relation_ids: [] },
    ]);
    expect(done.output?.ticketId).toBe(42);
  });

  it("a reload after a save with an unknown outcome offers the retry with the same key", async () => {
    const key = "00000000-0000-4000-8000-000000000009";
    const stored: StoredTicketDraft = {
      fields: { ...FIELDS, complaint_type_id: null },
      attachments: [],
      idempotencyKey: key,
      saveResult: null,
      linked: false,
      locked: true,
    };
    const run = start(createFakeTicketServer(stored));
    const snapshot = await inDraft(run);
    expect(snapshot.context.failure).toEqual({ step: "save", messageKey: "b2b_ticket_save_failed" });
    run.actor.send({ type: "user.retry" });
    await settled(run);
    expect(run.server.keysMade).toEqual([]);
    expect(run.server.saveCalls.map((c) => c.idempotencyKey)).toEqual([key]);
  });

  it("discarding starts a fresh draft and clears storage, but not once the ticket exists", async () => {
    const run = start();
    await inDraft(run);
    run.actor.send({ type: "user.change", fields: FIELDS });
    run.actor.send({ type: "user.discard" });
    expect(run.actor.getSnapshot().context.fields.title).toBe("");
    expect(run.clearDraft).toHaveBeenCalledTimes(1);

    const server = createFakeTicketServer();
    server.fail.link.push("before");
    const saved = start(server);
    await fillAndSubmit(saved);
    saved.actor.send({ type: "user.discard" });
    expect(saved.actor.getSnapshot().context.fields.title).toBe(FIELDS.title);
    expect(saved.clearDraft).not.toHaveBeenCalled();
  });
});
