import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { FileId, LocationId } from "../../core/schemas/ids";
import type { TicketSaveResult } from "../../core/schemas/ticket-v2";
import type { AttachmentMeta } from "../../core/tickets/attachment-rules";
import type { StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import type { TicketDraftFields, TicketFieldErrors } from "../../core/tickets/ticket-draft";
import { EMPTY_TICKET_DRAFT_FIELDS, validateTicketDraft } from "../../core/tickets/ticket-draft";
import type { TicketLimits } from "../../core/tickets/ticket-limits";

/** The steps of a save that can fail and be retried. */
export type TicketStep = "key" | "upload" | "save" | "link";

export interface TicketAttachment {
  /** The browser's id for the picked file (stable across reloads, unique in the draft). */
  readonly localId: string;
  readonly meta: AttachmentMeta;
  /**
   * The picked file itself (a browser File), opaque to the machine and handed to the upload actor.
   * Undefined after a reload: storage cannot keep files.
   */
  readonly file: unknown;
  /** The uploaded file's id; set once, so a retry never uploads the same attachment twice. */
  readonly fileId: FileId | null;
  /** Upload progress 0..1 for the view. */
  readonly progress: number;
}

export interface TicketFailure {
  readonly step: TicketStep;
  readonly messageKey: string;
}

export interface TicketContext {
  readonly locationId: LocationId;
  readonly limits: TicketLimits;
  readonly fields: TicketDraftFields;
  readonly attachments: readonly TicketAttachment[];
  /** Made once per draft (at its first submit) and kept with it until the ticket is done. */
  readonly idempotencyKey: string | null;
  readonly saveResult: TicketSaveResult | null;
  /** The second call (saveTicketFiles) answered. */
  readonly linked: boolean;
  /** A save was sent and its outcome is not known to be "nothing happened": content frozen. */
  readonly locked: boolean;
  /** Per-field keys, kept current as the user types. */
  readonly errors: TicketFieldErrors;
  /** Field errors are shown from the first submit on (not while the form is still fresh). */
  readonly showErrors: boolean;
  readonly failure: TicketFailure | null;
  readonly emailAttempts: number;
  readonly warningKey: TicketMessageKey | null;
}

/** The keys of the draft as the machine sees it: core's rules plus "attach again" after a reload. */
export function draftErrors(
  fields: TicketDraftFields,
  attachments: readonly TicketAttachment[],
  limits: TicketLimits,
): TicketFieldErrors {
  const errors = validateTicketDraft({ ...fields, attachments: attachments.map((a) => a.meta) }, limits);
  const lost = attachments.some((a) => a.fileId === null && a.file === undefined);
  return lost && !errors.attachments.includes("b2b_ticket_attachment_reattach")
    ? { ...errors, attachments: [...errors.attachments, "b2b_ticket_attachment_reattach"] }
    : errors;
}

/** The first attachment still to upload (the machine uploads one at a time, in order). */
export function nextPendingUpload(attachments: readonly TicketAttachment[]): TicketAttachment | undefined {
  return attachments.find((a) => a.fileId === null);
}

export function uploadedFileIds(attachments: readonly TicketAttachment[]): FileId[] {
  return attachments.flatMap((a) => (a.fileId === null ? [] : [a.fileId]));
}

/** What persistDraft writes: everything but the files themselves and the view's state. */
export function toStoredDraft(context: TicketContext): StoredTicketDraft {
  return {
    fields: context.fields,
    attachments: context.attachments.map(({ localId, meta, fileId }) => ({ localId, meta, fileId })),
    idempotencyKey: context.idempotencyKey,
    saveResult: context.saveResult,
    linked: context.linked,
    locked: context.locked,
  };
}

export function initialContext(locationId: LocationId, limits: TicketLimits): TicketContext {
  return {
    locationId,
    limits,
    fields: EMPTY_TICKET_DRAFT_FIELDS,
    attachments: [],
    idempotencyKey: null,
    saveResult: null,
    linked: false,
    locked: false,
    errors: draftErrors(EMPTY_TICKET_DRAFT_FIELDS, [], limits),
    showErrors: false,
    failure: null,
    emailAttempts: 0,
    warningKey: null,
  };
}

/** The context of a draft read back from storage; a save that was sent shows as a failed save. */
export function restoredContext(context: TicketContext, stored: StoredTicketDraft): TicketContext {
  const attachments = stored.attachments.map((a) => ({
    ...a,
    file: undefined,
    progress: a.fileId === null ? 0 : 1,
  }));
  return {
    ...context,
    fields: stored.fields,
    attachments,
    idempotencyKey: stored.idempotencyKey,
    saveResult: stored.saveResult,
    linked: stored.linked,
    locked: stored.locked,
    errors: draftErrors(stored.fields, attachments, context.limits),
    showErrors: stored.locked,
    failure:
      stored.locked && stored.saveResult === null
        ? { step: "save", messageKey: "b2b_ticket_save_failed" }
        : null,
  };
}
