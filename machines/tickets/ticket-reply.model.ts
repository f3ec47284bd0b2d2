import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { ticketReplyMachine } from "./ticket-reply.machine";

/* The ticket reply machine's model, and the network failure its actor tests use too. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

const PHOTO = { name: "φωτογραφία.jpg", size: 120_000, type: "image/jpeg" };
const HUGE = { name: "video.mp4", size: 200 * 1024 * 1024, type: "video/mp4" };

export const ticketReplyModel: MachineModel = {
  machine: ticketReplyMachine,
  models: [
    {
      // The v2 form: files go up one at a time before the reply; a reloaded draft lacks its file.
      input: {
        ticketId: 3,
        form: "v2",
        draft: {
          text: "η φωτογραφία",
          attachments: [{ localId: "lost", meta: PHOTO, fileId: null }],
          idempotencyKey: null,
        },
      },
      events: eventsFromCatalogue({
        "user.type": [{ type: "user.type", text: "η φωτογραφία" }],
        "user.attachFile": [
          { type: "user.attachFile", localId: "lost", meta: PHOTO, file: "bytes" },
          { type: "user.attachFile", localId: "huge", meta: HUGE, file: "bytes" },
        ],
        "user.removeAttachment": [{ type: "user.removeAttachment", localId: "huge" }],
        "upload.progress": [{ type: "upload.progress", localId: "lost", loaded: 60_000, total: 120_000 }],
        "upload.done": [{ type: "upload.done", localId: "lost", fileId: 41 }],
        "upload.failed": [{ type: "upload.failed", localId: "lost", error: NETWORK }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "k")],
        "xstate.error.actor.uploadFile": [errorEvent("uploadFile", NETWORK)],
        "xstate.done.actor.sendReply": [doneEvent("sendReply", undefined)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof ticketReplyMachine.transition>;
        return [
          context.text,
          context.attachments.map((a) => `${a.localId}:${a.fileId ?? "-"}:${a.file === undefined}`).join(","),
          context.attachmentErrors.length,
          context.idempotencyKey,
          context.failureKey,
          context.showErrors,
        ];
      },
    },
    {
      input: { ticketId: 3, form: "old" },
      events: eventsFromCatalogue({
        "user.type": [
          { type: "user.type", text: "hello" },
          { type: "user.type", text: "" },
        ],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "k")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.sendReply": [doneEvent("sendReply", undefined)],
        "xstate.error.actor.sendReply": [errorEvent("sendReply", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof ticketReplyMachine.transition>;
        return [context.text, context.idempotencyKey, context.failureKey, context.showErrors];
      },
    },
  ],
};
