import { assign, emit, setup } from "xstate";
import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { FileId, TicketId } from "../../core/schemas/ids";
import type { AttachmentMeta } from "../../core/tickets/attachment-rules";
import { readTicketStepFailure } from "../../core/tickets/step-failure";
import type { StoredReplyDraft } from "../../core/tickets/ticket-draft-storage";
import { attachmentKeys, validateReplyMessage } from "../../core/tickets/ticket-draft";
import { DEFAULT_TICKET_LIMITS, type TicketLimits } from "../../core/tickets/ticket-limits";
import { failureRequestId } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import {
  type AttachmentEvent,
  hasLostAttachment,
  isCurrentUpload,
  UPLOAD_PROGRESS,
  uploadedFileId,
  nextPendingUpload,
  nextUploadInput,
  restoredAttachments,
  storedAttachments,
  type TicketAttachment,
  type UploadEvent,
  uploadedFileIds,
  uploadFileActor,
  withAttachment,
  withFileId,
  withoutAttachment,
  withProgress,
} from "./attachments";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
} from "../shared/submit-once";
import { ticketReplyJourney } from "./ticket-reply.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_REPLY_MACHINE_VERSION = "2";

/**
 * The reply box on /tickets/{id} and /tickets_old/{id}: the message is validated as it is typed,
 * sent under an idempotency key, and a failure keeps the text (and the key, so "send" again cannot
 * post it twice). Typing after a failure makes it a new message with a new key. On the v2 form a
 * reply carries files (issue 20, item 9) with the new-ticket form's pieces (./attachments.ts): the
 * same checks, one upload at a time with progress, each file once; the text and the list of files
 * are kept as a draft (`persistDraft`), so a reload loses neither.
 */

export type TicketForm = "v2" | "old";

export interface TicketReplyInput {
  readonly ticketId: TicketId;
  /** v2 posts to v2/tickets/thread, the older form to saveThreadMessage. */
  readonly form: TicketForm;
  readonly limits?: TicketLimits;
  /** The reply kept from before a reload. */
  readonly draft?: StoredReplyDraft | undefined;
}

export interface SendReplyInput {
  readonly form: TicketForm;
  readonly ticketId: TicketId;
  readonly message: string;
  /** Uploads of POST v2/files (v2 form only; the older form's call takes none). */
  readonly fileIds: readonly FileId[];
  readonly idempotencyKey: string;
}

export interface TicketReplyContext {
  readonly ticketId: TicketId;
  readonly form: TicketForm;
  readonly limits: TicketLimits;
  readonly text: string;
  readonly errors: readonly TicketMessageKey[];
  readonly attachments: readonly TicketAttachment[];
  /** Core's keys for the files (count, type, size) and "attach again" after a reload. */
  readonly attachmentErrors: readonly TicketMessageKey[];
  readonly showErrors: boolean;
  readonly failureKey: string | null;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly idempotencyKey: string | null;
}

export type TicketReplyEvent =
  | { readonly type: "user.type"; readonly text: string }
  | { readonly type: "user.send" }
  | AttachmentEvent
  | UploadEvent;

/** Told to the view after a reply was stored: show the message and reload the thread. */
export interface ReplySent {
  readonly type: "reply.sent";
  readonly messageKey: "b2b_ticket_reply_sent";
}

const fileErrors = (attachments: readonly TicketAttachment[], limits: TicketLimits) => {
  const keys = attachmentKeys(
    attachments.map((a) => a.meta),
    limits,
  );
  return hasLostAttachment(attachments) ? [...keys, "b2b_ticket_attachment_reattach" as const] : keys;
};

const toStoredDraft = (context: TicketReplyContext): StoredReplyDraft => ({
  text: context.text,
  attachments: storedAttachments(context.attachments),
  idempotencyKey: context.idempotencyKey,
});

const persist = {
  type: "persistDraft",
  params: ({ context }: { context: TicketReplyContext }) => ({ draft: toStoredDraft(context) }),
} as const;

export const ticketReplyMachine = setup({
  types: {
    context: {} as TicketReplyContext,
    events: {} as TicketReplyEvent,
    input: {} as TicketReplyInput,
    emitted: {} as ReplySent,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    uploadFile: uploadFileActor(),
    /** POST v2/tickets/thread or POST saveThreadMessage, with header Idempotency-Key. */
    sendReply: notProvided<void, SendReplyInput>("sendReply"),
  },
  actions: {
    /** Writes the reply to browser storage (the edge encodes it with encodeStoredReplyDraft). */
    persistDraft: edgeAction<{ readonly draft: StoredReplyDraft }>(),
    clearDraft: edgeAction<undefined>(),
    typeText: assign(({ context }, params: { readonly text: string }) => ({
      text: params.text,
      errors: validateReplyMessage(params.text, context.limits),
      // A changed text is another message: it gets its own key when sent.
      idempotencyKey: keyAfterEdit(context, params.text === context.text),
    })),
    addAttachment: assign(
      (
        { context },
        params: { readonly localId: string; readonly meta: AttachmentMeta; readonly file: unknown },
      ) => {
        const attachments = withAttachment(context.attachments, params);
        // Other files, another message: a new key when sent.
        return {
          attachments,
          attachmentErrors: fileErrors(attachments, context.limits),
          idempotencyKey: null,
        };
      },
    ),
    removeAttachment: assign(({ context }, params: { readonly localId: string }) => {
      const attachments = withoutAttachment(context.attachments, params.localId);
      return { attachments, attachmentErrors: fileErrors(attachments, context.limits), idempotencyKey: null };
    }),
    setProgress: assign(({ context }, params: { readonly localId: string; readonly progress: number }) => ({
      attachments: withProgress(context.attachments, params.localId, params.progress),
    })),
    keepFileId: assign(({ context }, params: { readonly localId: string; readonly fileId: FileId }) => ({
      attachments: withFileId(context.attachments, params.localId, params.fileId),
    })),
    showErrors: assign({ showErrors: true }),
    startSending: assign({ failureKey: null, failureRequestId: undefined }),
    keepKey: assign(keptKey),
    fail: assign((_, params: { readonly error: unknown; readonly fallback: TicketMessageKey }) => ({
      failureKey: readTicketStepFailure(params.error, params.fallback).messageKey,
      failureRequestId: failureRequestId(params.error),
    })),
    clearReply: assign(({ context }) => ({
      text: "",
      errors: validateReplyMessage("", context.limits),
      attachments: [],
      attachmentErrors: [],
      showErrors: false,
      idempotencyKey: null,
    })),
    emitSent: emit({ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" } as const),
  },
  guards: {
    isValid: ({ context }) => context.errors.length === 0 && context.attachmentErrors.length === 0,
    hasKey,
    /** Only the v2 call takes files (saveThreadMessage has no file ids). */
    takesFiles: ({ context }) => context.form === "v2",
    nothingToUpload: ({ context }) => nextPendingUpload(context.attachments) === undefined,
    isCurrentUpload,
  },
}).createMachine({
  id: "ticketReply",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: ticketReplyJourney },
  version: TICKET_REPLY_MACHINE_VERSION,
  context: ({ input }) => {
    const limits = input.limits ?? DEFAULT_TICKET_LIMITS;
    const text = input.draft?.text ?? "";
    const attachments = input.form === "v2" ? restoredAttachments(input.draft?.attachments ?? []) : [];
    return {
      ticketId: input.ticketId,
      form: input.form,
      limits,
      text,
      errors: validateReplyMessage(text, limits),
      attachments,
      attachmentErrors: fileErrors(attachments, limits),
      showErrors: false,
      failureKey: null,
      failureRequestId: undefined,
      idempotencyKey: input.draft?.idempotencyKey ?? null,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.type": {
          actions: [{ type: "typeText", params: ({ event }) => ({ text: event.text }) }, persist],
        },
        "user.attachFile": {
          guard: "takesFiles",
          actions: [
            {
              type: "addAttachment",
              params: ({ event }) => ({ localId: event.localId, meta: event.meta, file: event.file }),
            },
            persist,
          ],
        },
        "user.removeAttachment": {
          actions: [
            { type: "removeAttachment", params: ({ event }) => ({ localId: event.localId }) },
            persist,
          ],
        },
        "user.send": [
          { guard: "isValid", target: "creatingKey", actions: "startSending" },
          { actions: "showErrors" },
        ],
      },
    },
    creatingKey: {
      always: { guard: "hasKey", target: "uploading" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "uploading",
          actions: [{ type: "keepKey", params: ({ event }) => ({ key: event.output }) }, persist],
        },
        onError: {
          target: "editing",
          actions: {
            type: "fail",
            params: ({ event }) => ({ error: event.error, fallback: "b2b_ticket_reply_failed" }),
          },
        },
      },
    },
    uploading: {
      // Files already uploaded keep their ids; only the rest are sent, one at a time.
      always: { guard: "nothingToUpload", target: "sending" },
      invoke: {
        id: "uploadFile",
        src: "uploadFile",
        input: ({ context }) => nextUploadInput(context.attachments, submissionKey(context)),
        onError: {
          target: "editing",
          actions: {
            type: "fail",
            params: ({ event }) => ({ error: event.error, fallback: "b2b_ticket_upload_failed" }),
          },
        },
      },
      on: {
        "upload.progress": UPLOAD_PROGRESS,
        "upload.done": {
          guard: "isCurrentUpload",
          // Re-entering starts the next upload (or moves on to sending when none is left).
          target: "uploading",
          reenter: true,
          actions: [{ type: "keepFileId", params: uploadedFileId }, persist],
        },
        "upload.failed": {
          guard: "isCurrentUpload",
          target: "editing",
          actions: {
            type: "fail",
            params: ({ event }) => ({ error: event.error, fallback: "b2b_ticket_upload_failed" }),
          },
        },
      },
    },
    sending: {
      invoke: {
        id: "sendReply",
        src: "sendReply",
        input: ({ context }) => ({
          form: context.form,
          ticketId: context.ticketId,
          message: context.text.trim(),
          fileIds: uploadedFileIds(context.attachments),
          idempotencyKey: submissionKey(context),
        }),
        onDone: { target: "editing", actions: ["clearReply", "clearDraft", "emitSent"] },
        onError: {
          target: "editing",
          actions: {
            type: "fail",
            params: ({ event }) => ({ error: event.error, fallback: "b2b_ticket_reply_failed" }),
          },
        },
      },
    },
  },
});
