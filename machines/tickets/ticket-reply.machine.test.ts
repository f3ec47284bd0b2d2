import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { TicketId } from "../../core/schemas/ids";
import { FAILED_ANSWER, REQUEST_ID } from "../../tests/machines/failed-answer";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { NETWORK, ticketReplyModel } from "./ticket-reply.model";
import type { FileId } from "../../core/schemas/ids";
import type { UploadEvent, UploadFileInput } from "./attachments";
import { type SendReplyInput, ticketReplyMachine } from "./ticket-reply.machine";

function start(failures: number, error: unknown = NETWORK) {
  const sent: SendReplyInput[] = [];
  const uploads: string[] = [];
  const stored = new Set<string>();
  let left = failures;
  let keys = 0;
  const machine = ticketReplyMachine.provide({
    actors: {
      createIdempotencyKey: fromPromise(async () => {
        keys += 1;
        return `key-${keys}`;
      }),
      uploadFile: fromCallback<UploadEvent, UploadFileInput>(({ input, sendBack }) => {
        uploads.push(input.localId);
        sendBack({ type: "upload.progress", localId: input.localId, loaded: 1, total: 2 });
        sendBack({ type: "upload.done", localId: input.localId, fileId: (40 + uploads.length) as FileId });
      }),
      sendReply: fromPromise<void, SendReplyInput>(async ({ input }) => {
        sent.push(input);
        // The answer is lost after the server stored the message: a retry must not post it twice.
        stored.add(input.idempotencyKey);
        if (left > 0) {
          left -= 1;
          throw error;
        }
      }),
    },
  });
  const actor = createActor(machine, { input: { ticketId: 3 as TicketId, form: "v2" } });
  const emitted: unknown[] = [];
  actor.on("reply.sent", (event) => emitted.push(event));
  actor.start();
  return { actor, sent, stored, emitted, uploads };
}

describe("ticket reply machine", () => {
  it("refuses an empty message and shows why", () => {
    const { actor, sent } = start(0);
    actor.send({ type: "user.type", text: "   " });
    actor.send({ type: "user.send" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context).toMatchObject({
      showErrors: true,
      errors: ["b2b_ticket_reply_required"],
    });
    expect(sent).toHaveLength(0);
  });

  it("sends the trimmed text, then clears it and tells the view", async () => {
    const { actor, sent, emitted } = start(0);
    actor.send({ type: "user.type", text: " Any news? " });
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.text === "");
    expect(sent).toEqual([
      { form: "v2", ticketId: 3, message: "Any news?", fileIds: [], idempotencyKey: "key-1" },
    ]);
    expect(emitted).toEqual([{ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" }]);
  });

  it("keeps the text and the key after a failure, so sending again posts one message", async () => {
    const { actor, sent, stored } = start(1);
    actor.send({ type: "user.type", text: "Any news?" });
    actor.send({ type: "user.send" });
    const failed = await waitFor(actor, (s) => s.matches("editing") && s.context.failureKey !== null);
    expect(failed.context).toMatchObject({ text: "Any news?", failureKey: "b2b_ticket_reply_failed" });
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.text === "");
    expect(sent.map((s) => s.idempotencyKey)).toEqual(["key-1", "key-1"]);
    expect(stored.size).toBe(1);
  });

  it("keeps the failed send's request id to show, and forgets it on the next send (issue #42)", async () => {
    const { actor } = start(1, FAILED_ANSWER);
    actor.send({ type: "user.type", text: "Any news?" });
    actor.send({ type: "user.send" });
    const failed = await waitFor(actor, (s) => s.matches("editing") && s.context.failureKey !== null);
    expect(failed.context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.send" });
    const sent = await waitFor(actor, (s) => s.matches("editing") && s.context.text === "");
    expect(sent.context).toMatchObject({ failureKey: null, failureRequestId: undefined });
  });

  it("a changed text after a failure is a new message with a new key", async () => {
    const { actor, sent } = start(1);
    actor.send({ type: "user.type", text: "Any news?" });
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.context.failureKey !== null);
    actor.send({ type: "user.type", text: "Any news at all?" });
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.text === "");
    expect(sent.map((s) => s.idempotencyKey)).toEqual(["key-1", "key-2"]);
  });

  it("a reply with a photo uploads it once, sends its id, and a retry after a lost answer reuses both", async () => {
    const { actor, sent, uploads } = start(1);
    actor.send({ type: "user.type", text: "Here is the photo" });
    actor.send({
      type: "user.attachFile",
      localId: "p1",
      meta: { name: "photo.jpg", size: 1000, type: "image/jpeg" },
      file: "bytes",
    });
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.context.failureKey !== null);
    actor.send({ type: "user.send" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.text === "");
    expect(uploads).toEqual(["p1"]);
    expect(sent.map((s) => [s.fileIds, s.idempotencyKey])).toEqual([
      [[41], "key-1"],
      [[41], "key-1"],
    ]);
    expect(actor.getSnapshot().context.attachments).toEqual([]);
  });

  it("a file too large is refused by core's rule before anything is sent", () => {
    const { actor, sent } = start(0);
    actor.send({ type: "user.type", text: "Here is the video" });
    actor.send({
      type: "user.attachFile",
      localId: "v1",
      meta: { name: "video.jpg", size: 500 * 1024 * 1024, type: "image/jpeg" },
      file: "bytes",
    });
    actor.send({ type: "user.send" });
    expect(actor.getSnapshot().context.attachmentErrors).toContain("b2b_ticket_attachment_too_large");
    expect(sent).toHaveLength(0);
  });
});

describe("ticket reply machine model", () => {
  const reports = ticketReplyModel.models.map((options) => ({
    options,
    report: modelReport(ticketReplyMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(ticketReplyMachine, path, options);
        expect(end.value).toEqual(path.state.value);
        expect(end.context).toEqual(path.state.context);
      });
    });
  }
});
