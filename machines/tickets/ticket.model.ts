import type { SnapshotFrom } from "xstate";
import type { CategoryId, ContactId, FileId, TicketId } from "../../core/schemas/ids";
import type { StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { TICKET_EMAIL_RETRY_DELAY_MS, ticketMachine } from "./ticket.machine";
import { nextPendingUpload } from "./attachments";

/*
 * The ticket machine's model: actor results and the email timer are events, and a model state is
 * the state value plus the progress of the save, so the walk tells a retry from a first attempt.
 */

const FIELDS = {
  title: "Fridge broken",
  category_id: 4 as CategoryId,
  contact_id: 7 as ContactId,
  priority: 2 as const,
  message: "The fridge stopped cooling this morning.",
};
const PNG = { name: "photo.png", size: 10, type: "image/png" };
const KEY = "00000000-0000-4000-8000-000000000001";
const RESULT = { ticket_id: 5 as TicketId, task_ids: [], comm_ids: [], file_relation_ids: [] };
const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
const REFUSED = { _tag: "HttpError", status: 422, messageKey: "b2b_invalid_input" };
/** A draft whose ticket was saved before the page was reloaded. */
const SAVED_DRAFT: StoredTicketDraft = {
  fields: { ...FIELDS, complaint_type_id: null },
  attachments: [],
  idempotencyKey: KEY,
  saveResult: RESULT,
  linked: false,
  locked: true,
};

const catalogue = {
  "user.change": [
    { type: "user.change", fields: FIELDS },
    { type: "user.change", fields: { title: "" } },
  ],
  "user.attachFile": [{ type: "user.attachFile", localId: "f1", meta: PNG, file: {} }],
  "user.removeAttachment": [{ type: "user.removeAttachment", localId: "f1" }],
  "upload.progress": [{ type: "upload.progress", localId: "f1", loaded: 1, total: 2 }],
  "upload.done": [{ type: "upload.done", localId: "f1", fileId: 9 as FileId }],
  "upload.failed": [{ type: "upload.failed", localId: "f1", error: NETWORK }],
  "xstate.done.actor.restoreDraft": [
    doneEvent("restoreDraft", undefined),
    doneEvent("restoreDraft", SAVED_DRAFT),
    // Reloaded after the link too: only the e-mails are left to send.
    doneEvent("restoreDraft", { ...SAVED_DRAFT, linked: true }),
  ],
  "xstate.error.actor.restoreDraft": [errorEvent("restoreDraft", new Error("storage"))],
  "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", KEY)],
  "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", new Error("no crypto"))],
  "xstate.error.actor.uploadFile": [errorEvent("uploadFile", NETWORK)],
  "xstate.done.actor.saveTicket": [doneEvent("saveTicket", RESULT)],
  "xstate.error.actor.saveTicket": [errorEvent("saveTicket", NETWORK), errorEvent("saveTicket", REFUSED)],
  "xstate.done.actor.linkTicket": [doneEvent("linkTicket", undefined)],
  "xstate.error.actor.linkTicket": [errorEvent("linkTicket", NETWORK)],
  "xstate.done.actor.sendTicketEmails": [doneEvent("sendTicketEmails", undefined)],
  "xstate.error.actor.sendTicketEmails": [errorEvent("sendTicketEmails", NETWORK)],
};

type Snapshot = SnapshotFrom<typeof ticketMachine>;

/** What distinguishes model states besides the state value: the progress of the save. */
export const progress = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return {
    titled: context.fields.title !== "",
    attachments: context.attachments.length,
    pendingUpload: nextPendingUpload(context.attachments) !== undefined,
    key: context.idempotencyKey !== null,
    saved: context.saveResult !== null,
    linked: context.linked,
    locked: context.locked,
    failure: context.failure?.step ?? null,
    emailAttempts: context.emailAttempts,
    warning: context.warningKey,
  };
};

export const ticketModel: MachineModel = {
  machine: ticketMachine,
  models: [
    {
      input: { locationId: 1 },
      events: eventsFromCatalogue(catalogue),
      project: (snapshot: unknown) => progress(snapshot as Snapshot),
      delays: { emailRetryDelay: TICKET_EMAIL_RETRY_DELAY_MS },
    },
  ],
};
