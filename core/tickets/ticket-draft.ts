import * as Schema from "effect/Schema";
import { TICKET_PRIORITY } from "../constants/ticket-constants";
import type { TicketMessageKey } from "./tickets-catalogue";
import { makeDecoder } from "../schemas/decode";
import { CategoryId, ComplaintTypeId, ContactId } from "../schemas/ids";
import { TicketPriority } from "./ticket-v2";
import { codePointLength, isFilled, readField, readText } from "../validation/loose-input";
import { checkAttachment, checkAttachmentCount } from "./attachment-rules";
import type { TicketLimits } from "./ticket-limits";

/** What the new-ticket form (v2) holds while the user types it. */
export const AttachmentMetaSchema = Schema.Struct({
  name: Schema.String,
  size: Schema.Number,
  type: Schema.String,
});

export const TicketDraft = Schema.Struct({
  title: Schema.String,
  category_id: Schema.NullOr(CategoryId),
  contact_id: Schema.NullOr(ContactId),
  complaint_type_id: Schema.NullOr(ComplaintTypeId),
  priority: TicketPriority,
  message: Schema.String,
  attachments: Schema.Array(AttachmentMetaSchema),
});
export type TicketDraft = typeof TicketDraft.Type;
export const decodeTicketDraft = makeDecoder("TicketDraft", TicketDraft);

/** The text and choice fields, without the attachments (the machine keeps those with their uploads). */
export type TicketDraftFields = Omit<TicketDraft, "attachments">;

export const TICKET_DRAFT_FIELDS = [
  "title",
  "category_id",
  "contact_id",
  "complaint_type_id",
  "priority",
  "message",
  "attachments",
] as const;
export type TicketDraftField = (typeof TICKET_DRAFT_FIELDS)[number];

/** A fresh form: medium priority is preselected (the middle choice, so nobody shouts by default). */
export const EMPTY_TICKET_DRAFT_FIELDS: TicketDraftFields = {
  title: "",
  category_id: null,
  contact_id: null,
  complaint_type_id: null,
  priority: TICKET_PRIORITY.medium,
  message: "",
};

/** Failed message keys per field, every field present ([] means valid). */
export type TicketFieldErrors = { readonly [K in TicketDraftField]: readonly TicketMessageKey[] };

/** The keys of a length-bounded text, counted in code points after trimming. */
function textKeys(
  value: unknown,
  min: number,
  max: number,
  keys: { required: TicketMessageKey; short: TicketMessageKey; long: TicketMessageKey },
): readonly TicketMessageKey[] {
  const text = readText(value);
  if (!isFilled(text)) return [keys.required];
  const length = codePointLength(text.trim());
  if (length < min) return [keys.short];
  if (length > max) return [keys.long];
  return [];
}

/** An id picked from a list: a non-negative safe integer (selects may bind it as digits). */
export function readPickedId(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === "string" && /^[0-9]{1,15}$/u.test(value)) return Number(value);
  return null;
}

const isPriority = (value: unknown): boolean =>
  value === TICKET_PRIORITY.high || value === TICKET_PRIORITY.medium || value === TICKET_PRIORITY.low;

/** The attachments of a new ticket or a reply: their count and each file (keys once per kind). */
export function attachmentKeys(value: unknown, limits: TicketLimits): readonly TicketMessageKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return ["b2b_ticket_attachment_type_not_allowed"];
  const keys = new Set<TicketMessageKey>(checkAttachmentCount(value.length, limits));
  for (const meta of value) for (const key of checkAttachment(meta, limits)) keys.add(key);
  return [...keys];
}

/**
 * The v2 form's rules. Required: title, category, contact, message; priority must be 1, 2 or 3;
 * a complaint type is optional (not every category has them) but must be an id when given. Title
 * and message lengths are bounded by the limits. Attachments: the count and each file (keys once
 * per kind). Never throws, whatever the input.
 */
export function validateTicketDraft(draft: unknown, limits: TicketLimits): TicketFieldErrors {
  const complaint = readField(draft, "complaint_type_id");
  return {
    title: textKeys(readField(draft, "title"), limits.titleMinLength, limits.titleMaxLength, {
      required: "b2b_ticket_title_required",
      short: "b2b_ticket_title_too_short",
      long: "b2b_ticket_title_too_long",
    }),
    category_id:
      readPickedId(readField(draft, "category_id")) === null ? ["b2b_ticket_category_required"] : [],
    contact_id: readPickedId(readField(draft, "contact_id")) === null ? ["b2b_ticket_contact_required"] : [],
    complaint_type_id:
      complaint === null || complaint === undefined || readPickedId(complaint) !== null
        ? []
        : ["b2b_ticket_complaint_type_invalid"],
    priority: isPriority(readField(draft, "priority")) ? [] : ["b2b_ticket_priority_invalid"],
    message: textKeys(readField(draft, "message"), limits.messageMinLength, limits.messageMaxLength, {
      required: "b2b_ticket_message_required",
      short: "b2b_ticket_message_too_short",
      long: "b2b_ticket_message_too_long",
    }),
    attachments: attachmentKeys(readField(draft, "attachments"), limits),
  };
}

/** True when no field failed. */
export function isTicketDraftValid(errors: TicketFieldErrors): boolean {
  return TICKET_DRAFT_FIELDS.every((field) => errors[field].length === 0);
}

/** The reply box on a ticket: required, at most replyMaxLength code points. */
export function validateReplyMessage(message: unknown, limits: TicketLimits): readonly TicketMessageKey[] {
  const text = readText(message);
  if (!isFilled(text)) return ["b2b_ticket_reply_required"];
  return codePointLength(text.trim()) > limits.replyMaxLength ? ["b2b_ticket_reply_too_long"] : [];
}
