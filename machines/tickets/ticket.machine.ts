import { assign, emit, setup } from "xstate";
import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { FileId, LocationId } from "../../core/schemas/ids";
import type { TicketSaveResult } from "../../core/tickets/ticket-v2";
import type { AttachmentMeta } from "../../core/tickets/attachment-rules";
import { readTicketStepFailure } from "../../core/tickets/step-failure";
import type { StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import { isTicketDraftValid, type TicketDraftFields } from "../../core/tickets/ticket-draft";
import { DEFAULT_TICKET_LIMITS, type TicketLimits } from "../../core/tickets/ticket-limits";
import type {
  TicketEmailsPayload,
  TicketLinkPayload,
  TicketSavePayload,
} from "../../core/tickets/ticket-wire";
import { toTicketSavePayload } from "../../core/tickets/ticket-wire";
import { edgeAction, notProvided } from "../not-provided";
import { createIdempotencyKeyActor, hasKey, keptKey, submissionKey } from "../shared/submit-once";
import {
  type AttachmentEvent,
  isCurrentUpload,
  UPLOAD_PROGRESS,
  uploadedFileId,
  nextPendingUpload,
  nextUploadInput,
  type UploadEvent,
  uploadedFileIds,
  uploadFileActor,
  withAttachment,
  withFileId,
  withoutAttachment,
  withProgress,
} from "./attachments";
import {
  draftErrors,
  initialContext,
  restoredContext,
  type TicketContext,
  type TicketStep,
  toStoredDraft,
} from "./ticket-context";
import { ticketJourney } from "./ticket.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_MACHINE_VERSION = "1";

/**
 * The new-ticket flow (v2 form on /new_ticket): the draft is typed and validated as the user types,
 * then files are uploaded one at a time, the ticket is saved under the draft's idempotency key, the
 * save's ids are sent in the second call (saveTicketFiles), and the notification emails are
 * requested. Any failure returns to the draft with a message key; a retry resumes at the failed
 * step, reusing the key and every id already known, so it can never create a second ticket.
 */

/** Emails are asked for this many times before the flow ends with a warning (the ticket exists). */
export const TICKET_EMAIL_ATTEMPTS = 3;
export const TICKET_EMAIL_RETRY_DELAY_MS = 2000;
/** Spec section 7, call outcomes: the message after a successful save. */
export const TICKET_SAVED_MESSAGE_KEY = "b2b_ticket_save_success" satisfies TicketMessageKey;
/**
 * The screen after a successful save: the saved ticket itself, not the spec's /tickets_old, which
 * lists the older form and never holds a v2 ticket (issue 33, item 1; docs/decisions.md).
 */
export const ticketSavedPath = (ticketId: number): `/tickets/${number}` => `/tickets/${ticketId}`;

export interface TicketMachineInput {
  readonly locationId: LocationId;
  /** The limits served by GET v2/tickets/limits; the defaults when the edge has none. */
  readonly limits?: TicketLimits;
}

export type { UploadEvent, UploadFileInput } from "./attachments";

export interface SaveTicketInput {
  readonly idempotencyKey: string;
  readonly payload: TicketSavePayload;
}

export type TicketEvent =
  | { readonly type: "user.change"; readonly fields: Partial<TicketDraftFields> }
  | AttachmentEvent
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.discard" }
  | UploadEvent;

/** Told to the view when the flow ends: show the message, go to the path. */
export interface TicketSaved {
  readonly type: "ticket.saved";
  readonly ticketId: TicketSaveResult["ticket_id"];
  readonly messageKey: typeof TICKET_SAVED_MESSAGE_KEY;
  readonly navigateTo: `/tickets/${number}`;
  /** Set when the emails could not be requested: the ticket is saved all the same. */
  readonly warningKey: TicketMessageKey | null;
}

const STEP_FALLBACK_KEYS = {
  key: "b2b_ticket_save_failed",
  upload: "b2b_ticket_upload_failed",
  save: "b2b_ticket_save_failed",
  link: "b2b_ticket_link_failed",
} as const satisfies Record<TicketStep, TicketMessageKey>;

const savedEvent = (context: TicketContext): TicketSaved | undefined =>
  context.saveResult === null
    ? undefined
    : {
        type: "ticket.saved",
        ticketId: context.saveResult.ticket_id,
        messageKey: TICKET_SAVED_MESSAGE_KEY,
        navigateTo: ticketSavedPath(context.saveResult.ticket_id),
        warningKey: context.warningKey,
      };

export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    input: {} as TicketMachineInput,
    output: {} as TicketSaved | undefined,
    emitted: {} as TicketSaved,
  },
  actors: {
    /** Reads the stored draft of this user and store (browser storage at the edge). */
    restoreDraft: notProvided<StoredTicketDraft | undefined, { readonly locationId: LocationId }>(
      "restoreDraft",
    ),
    /** A new random key (crypto.randomUUID at the edge); asked once per draft. */
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST v2/files for one file; sends upload.progress, then upload.done or upload.failed. */
    uploadFile: uploadFileActor(),
    /** POST v2/tickets with header Idempotency-Key. */
    saveTicket: notProvided<TicketSaveResult, SaveTicketInput>("saveTicket"),
    /** POST saveTicketFiles: the second call, harmless to repeat. */
    linkTicket: notProvided<void, TicketLinkPayload>("linkTicket"),
    /** POST sendTicketEmailsAfterSave: the server sends once per ticket however often it is asked. */
    sendTicketEmails: notProvided<void, TicketEmailsPayload>("sendTicketEmails"),
  },
  actions: {
    /** Writes the draft to browser storage (the edge encodes it with encodeStoredTicketDraft). */
    persistDraft: edgeAction<{ readonly draft: StoredTicketDraft }>(),
    /** Removes the stored draft. */
    clearDraft: edgeAction<undefined>(),
    changeFields: assign(({ context }, params: { readonly fields: Partial<TicketDraftFields> }) => {
      const fields = { ...context.fields, ...params.fields };
      return { fields, errors: draftErrors(fields, context.attachments, context.limits) };
    }),
    addAttachment: assign(
      (
        { context },
        params: { readonly localId: string; readonly meta: AttachmentMeta; readonly file: unknown },
      ) => {
        const attachments = withAttachment(context.attachments, params);
        return { attachments, errors: draftErrors(context.fields, attachments, context.limits) };
      },
    ),
    removeAttachment: assign(({ context }, params: { readonly localId: string }) => {
      const attachments = withoutAttachment(context.attachments, params.localId);
      return { attachments, errors: draftErrors(context.fields, attachments, context.limits) };
    }),
    discardDraft: assign(({ context }) => initialContext(context.locationId, context.limits)),
    showErrors: assign({ showErrors: true }),
    startAttempt: assign({ failure: null, showErrors: true }),
    keepKey: assign(keptKey),
    setProgress: assign(({ context }, params: { readonly localId: string; readonly progress: number }) => ({
      attachments: withProgress(context.attachments, params.localId, params.progress),
    })),
    keepFileId: assign(({ context }, params: { readonly localId: string; readonly fileId: FileId }) => ({
      attachments: withFileId(context.attachments, params.localId, params.fileId),
    })),
    lock: assign({ locked: true }),
    keepSaveResult: assign((_, params: { readonly result: TicketSaveResult }) => ({
      saveResult: params.result,
    })),
    markLinked: assign({ linked: true }),
    fail: assign(({ context }, params: { readonly step: TicketStep; readonly error: unknown }) => {
      const failure = readTicketStepFailure(params.error, STEP_FALLBACK_KEYS[params.step]);
      // A definite refusal of the save means nothing was created: the user may correct the draft.
      const unlock = params.step === "save" && failure.definite;
      return {
        failure: { step: params.step, messageKey: failure.messageKey },
        locked: unlock ? false : context.locked,
      };
    }),
    countEmailAttempt: assign(({ context }) => ({ emailAttempts: context.emailAttempts + 1 })),
    warnEmailsNotSent: assign({ warningKey: "b2b_ticket_emails_not_sent" as TicketMessageKey | null }),
    emitSaved: emit(({ context }) => savedEvent(context) as TicketSaved),
  },
  guards: {
    canEdit: ({ context }) => !context.locked,
    canDiscard: ({ context }) => context.saveResult === null,
    hasFailure: ({ context }) => context.failure !== null,
    isDraftValid: ({ context }) =>
      context.locked || isTicketDraftValid(draftErrors(context.fields, context.attachments, context.limits)),
    hasKey,
    nothingToUpload: ({ context }) => nextPendingUpload(context.attachments) === undefined,
    isCurrentUpload,
    isSaved: ({ context }) => context.saveResult !== null,
    isLinked: ({ context }) => context.linked,
    resumesAfterSave: ({ event }) =>
      "output" in event && (event.output as StoredTicketDraft | undefined)?.saveResult != null,
    mayRetryEmails: ({ context }) => context.emailAttempts + 1 < TICKET_EMAIL_ATTEMPTS,
  },
  delays: {
    emailRetryDelay: TICKET_EMAIL_RETRY_DELAY_MS,
  },
}).createMachine({
  id: "ticket",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: ticketJourney },
  version: TICKET_MACHINE_VERSION,
  context: ({ input }) => initialContext(input.locationId, input.limits ?? DEFAULT_TICKET_LIMITS),
  output: ({ context }) => savedEvent(context),
  initial: "restoring",
  states: {
    restoring: {
      invoke: {
        id: "restoreDraft",
        src: "restoreDraft",
        input: ({ context }) => ({ locationId: context.locationId }),
        onDone: [
          {
            // The ticket exists already (the page was reloaded mid-flow): finish it without asking.
            guard: "resumesAfterSave",
            target: "linking",
            actions: assign(({ context, event }) =>
              event.output === undefined ? context : restoredContext(context, event.output),
            ),
          },
          {
            target: "draft",
            actions: assign(({ context, event }) =>
              event.output === undefined ? context : restoredContext(context, event.output),
            ),
          },
        ],
        // Unreadable storage is an empty draft, not an error.
        onError: { target: "draft" },
      },
    },
    draft: {
      on: {
        "user.change": {
          guard: "canEdit",
          actions: [
            { type: "changeFields", params: ({ event }) => ({ fields: event.fields }) },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        "user.attachFile": {
          guard: "canEdit",
          actions: [
            {
              type: "addAttachment",
              params: ({ event }) => ({ localId: event.localId, meta: event.meta, file: event.file }),
            },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        "user.removeAttachment": {
          guard: "canEdit",
          actions: [
            { type: "removeAttachment", params: ({ event }) => ({ localId: event.localId }) },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        "user.discard": {
          guard: "canDiscard",
          actions: ["discardDraft", "clearDraft"],
        },
        "user.submit": { target: "validating" },
        "user.retry": { guard: "hasFailure", target: "validating" },
      },
    },
    validating: {
      always: [
        { guard: "isDraftValid", target: "creatingKey", actions: "startAttempt" },
        { target: "draft", actions: "showErrors" },
      ],
    },
    creatingKey: {
      // One key per draft: a retry or a reload finds it in the draft and skips this step.
      always: { guard: "hasKey", target: "uploading" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "uploading",
          actions: [
            { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        onError: {
          target: "draft",
          actions: { type: "fail", params: ({ event }) => ({ step: "key", error: event.error }) },
        },
      },
    },
    uploading: {
      // Files already uploaded keep their ids; only the rest are sent, one at a time.
      always: { guard: "nothingToUpload", target: "saving" },
      invoke: {
        id: "uploadFile",
        src: "uploadFile",
        input: ({ context }) => nextUploadInput(context.attachments, submissionKey(context)),
        onError: {
          target: "draft",
          actions: { type: "fail", params: ({ event }) => ({ step: "upload", error: event.error }) },
        },
      },
      on: {
        "upload.progress": UPLOAD_PROGRESS,
        "upload.done": {
          guard: "isCurrentUpload",
          // Re-entering starts the next upload (or moves on to saving when none is left).
          target: "uploading",
          reenter: true,
          actions: [
            { type: "keepFileId", params: uploadedFileId },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        "upload.failed": {
          guard: "isCurrentUpload",
          target: "draft",
          actions: { type: "fail", params: ({ event }) => ({ step: "upload", error: event.error }) },
        },
      },
    },
    saving: {
      // A known save result means the ticket exists: go straight to the second call.
      always: { guard: "isSaved", target: "linking" },
      entry: ["lock", { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) }],
      invoke: {
        id: "saveTicket",
        src: "saveTicket",
        input: ({ context }) => ({
          idempotencyKey: submissionKey(context),
          // The draft was validated, so the payload exists; the cast only narrows the type.
          payload: toTicketSavePayload(
            context.fields,
            context.locationId,
            uploadedFileIds(context.attachments),
          ) as TicketSavePayload,
        }),
        onDone: {
          target: "linking",
          actions: [
            { type: "keepSaveResult", params: ({ event }) => ({ result: event.output }) },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        onError: {
          target: "draft",
          actions: [
            { type: "fail", params: ({ event }) => ({ step: "save", error: event.error }) },
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
      },
    },
    linking: {
      always: { guard: "isLinked", target: "emailing" },
      invoke: {
        id: "linkTicket",
        src: "linkTicket",
        input: ({ context }) => {
          const result = context.saveResult as TicketSaveResult;
          return {
            ticket_id: result.ticket_id,
            task_ids: result.task_ids,
            comm_ids: result.comm_ids,
            file_relation_ids: result.file_relation_ids,
          };
        },
        onDone: {
          target: "emailing",
          actions: [
            "markLinked",
            { type: "persistDraft", params: ({ context }) => ({ draft: toStoredDraft(context) }) },
          ],
        },
        onError: {
          target: "draft",
          actions: { type: "fail", params: ({ event }) => ({ step: "link", error: event.error }) },
        },
      },
    },
    emailing: {
      invoke: {
        id: "sendTicketEmails",
        src: "sendTicketEmails",
        input: ({ context }) => ({ ticket_id: (context.saveResult as TicketSaveResult).ticket_id }),
        onDone: { target: "done" },
        onError: [
          { guard: "mayRetryEmails", target: "waitingToRetryEmails", actions: "countEmailAttempt" },
          // The ticket is saved and linked: losing the emails must not lose the ticket.
          { target: "done", actions: "warnEmailsNotSent" },
        ],
      },
    },
    waitingToRetryEmails: {
      after: { emailRetryDelay: { target: "emailing" } },
    },
    done: {
      type: "final",
      entry: ["clearDraft", "emitSaved"],
    },
  },
});
