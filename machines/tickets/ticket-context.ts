import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { LocationId } from "../../core/schemas/ids";
import type { TicketSaveResult } from "../../core/tickets/ticket-v2";
import type { StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import type { TicketDraftFields, TicketFieldErrors } from "../../core/tickets/ticket-draft";
import { EMPTY_TICKET_DRAFT_FIELDS, validateTicketDraft } from "../../core/tickets/ticket-draft";
import type { TicketLimits } from "../../core/tickets/ticket-limits";
import {
  hasLostAttachment,
  restoredAttachments,
  storedAttachments,
  type TicketAttachment,
} from "./attachments";

/** The steps of a save that can fail and be retried. */
export type TicketStep = "key" | "upload" | "save" | "link";

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
  const lost = hasLostAttachment(attachments);
  return lost && !errors.attachments.includes("b2b_ticket_attachment_reattach")
    ? { ...errors, attachments: [...errors.attachments, "b2b_ticket_attachment_reattach"] }
    : errors;
}

/** What persistDraft writes: everything but the files themselves and the view's state. */
export function toStoredDraft(context: TicketContext): StoredTicketDraft {
  return {
    fields: context.fields,
    attachments: storedAttachments(context.attachments),
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
  const attachments = restoredAttachments(stored.attachments);
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
