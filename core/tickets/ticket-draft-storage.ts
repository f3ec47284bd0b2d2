import * as Schema from "effect/Schema";
import { TICKET_PRIORITY } from "../constants/ticket-constants";
import { isOk, makeDecoder } from "../schemas/decode";
import { CategoryId, ComplaintTypeId, ContactId, FileId } from "../schemas/ids";
import { decodeTicketSaveResult, TicketPriority, type TicketSaveResult } from "./ticket-v2";
import { readField } from "../validation/loose-input";
import type { AttachmentMeta } from "./attachment-rules";
import { isIdempotencyKey } from "../idempotency/idempotency-key";
import type { TicketDraftFields } from "./ticket-draft";

/**
 * The new-ticket draft as the browser keeps it between reloads: what the user typed, the
 * attachments' metadata with the ids of those already uploaded (the files themselves cannot be
 * kept), the idempotency key, and how far the save got. Decoding is tolerant: storage may hold an
 * older build's value, a hand edit or garbage, and each field that cannot be read falls back to
 * its empty value instead of losing the rest of the draft.
 */

export interface StoredAttachment {
  /** The browser's id for the picked file, stable across reloads. */
  readonly localId: string;
  readonly meta: AttachmentMeta;
  /** Set once POST v2/files answered; a retry does not upload it again. */
  readonly fileId: FileId | null;
}

export interface StoredTicketDraft {
  readonly fields: TicketDraftFields;
  readonly attachments: readonly StoredAttachment[];
  readonly idempotencyKey: string | null;
  /** The save's answer: once known, a retry goes straight to the second call. */
  readonly saveResult: TicketSaveResult | null;
  /** The second call (saveTicketFiles) answered. */
  readonly linked: boolean;
  /** A save was sent: the content is frozen so a retry sends the same payload under the same key. */
  readonly locked: boolean;
}

export const STORED_TICKET_DRAFT_VERSION = 1;
// Garbage could hold any number of entries; a ticket never has more than a handful.
const MAX_STORED_ATTACHMENTS = 100;

/** One draft per user and store: a draft typed for one store is never sent for another. */
export function ticketDraftStorageKey(userId: number, locationId: number): string {
  return `ticket-draft:v2:${userId}:${locationId}`;
}

export function encodeStoredTicketDraft(draft: StoredTicketDraft): string {
  return JSON.stringify({
    v: STORED_TICKET_DRAFT_VERSION,
    fields: draft.fields,
    attachments: encodeAttachments(draft.attachments),
    idempotency_key: draft.idempotencyKey,
    save_result: draft.saveResult,
    linked: draft.linked,
    locked: draft.locked,
  });
}

const orNull = <S extends Schema.ConstraintDecoder<unknown>>(name: string, schema: S) => {
  const decode = makeDecoder(name, Schema.NullOr(schema));
  return (value: unknown): S["Type"] | null => {
    const result = decode(value);
    return isOk(result) ? result.value : null;
  };
};
const readCategory = orNull("CategoryId", CategoryId);
const readContact = orNull("ContactId", ContactId);
const readComplaintType = orNull("ComplaintTypeId", ComplaintTypeId);
const readFileId = orNull("FileId", FileId);
const readPriority = orNull("TicketPriority", TicketPriority);

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function readAttachment(value: unknown): StoredAttachment | undefined {
  const localId = readField(value, "local_id");
  const name = readField(value, "name");
  const size = readField(value, "size");
  const type = readField(value, "type");
  if (typeof localId !== "string" || localId === "" || typeof name !== "string") return undefined;
  if (typeof size !== "number" || !Number.isFinite(size) || size < 0) return undefined;
  return {
    localId,
    meta: { name, size, type: text(type) },
    fileId: readFileId(readField(value, "file_id")),
  };
}

/** The stored attachments that can be read, each local id once (garbage is skipped, not fatal). */
function readAttachments(rawAttachments: unknown): StoredAttachment[] {
  const attachments: StoredAttachment[] = [];
  const seen = new Set<string>();
  if (Array.isArray(rawAttachments)) {
    for (const raw of rawAttachments.slice(0, MAX_STORED_ATTACHMENTS)) {
      const attachment = readAttachment(raw);
      if (attachment !== undefined && !seen.has(attachment.localId)) {
        seen.add(attachment.localId);
        attachments.push(attachment);
      }
    }
  }
  return attachments;
}

const encodeAttachments = (attachments: readonly StoredAttachment[]) =>
  attachments.map((a) => ({
    local_id: a.localId,
    name: a.meta.name,
    size: a.meta.size,
    type: a.meta.type,
    file_id: a.fileId,
  }));

function parse(textValue: unknown): unknown {
  if (typeof textValue !== "string" || textValue === "") return undefined;
  try {
    return JSON.parse(textValue) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored draft, or undefined when the text is not one of ours at all (absent, not JSON, another
 * version). Never throws.
 */
export function decodeStoredTicketDraft(stored: unknown): StoredTicketDraft | undefined {
  const value = parse(stored);
  if (readField(value, "v") !== STORED_TICKET_DRAFT_VERSION) return undefined;
  const fields = readField(value, "fields");
  const attachments = readAttachments(readField(value, "attachments"));
  const key = readField(value, "idempotency_key");
  const idempotencyKey = isIdempotencyKey(key) ? key : null;
  // Progress without its key cannot be resumed safely: a new key would make a second ticket, so
  // progress is trusted only together with the key that produced it.
  const decodedResult =
    idempotencyKey === null ? undefined : decodeTicketSaveResult(readField(value, "save_result"));
  const saveResult = decodedResult !== undefined && isOk(decodedResult) ? decodedResult.value : null;
  return {
    fields: {
      title: text(readField(fields, "title")),
      category_id: readCategory(readField(fields, "category_id")),
      contact_id: readContact(readField(fields, "contact_id")),
      complaint_type_id: readComplaintType(readField(fields, "complaint_type_id")),
      priority: readPriority(readField(fields, "priority")) ?? TICKET_PRIORITY.medium,
      message: text(readField(fields, "message")),
    },
    attachments,
    idempotencyKey,
    saveResult,
    linked: saveResult !== null && readField(value, "linked") === true,
    locked: idempotencyKey !== null && (saveResult !== null || readField(value, "locked") === true),
  };
}

/**
 * A reply being written on a ticket (issue 20, item 9): its text, its attachments (as the new-ticket
 * draft keeps them: metadata and the ids of those uploaded) and its submission key. One per user and
 * ticket, so a reload brings back the text and the list of files still to send.
 */
export interface StoredReplyDraft {
  readonly text: string;
  readonly attachments: readonly StoredAttachment[];
  readonly idempotencyKey: string | null;
}

export const STORED_REPLY_DRAFT_VERSION = 1;

export function replyDraftStorageKey(userId: number, ticketId: number): string {
  return `ticket-reply-draft:v1:${userId}:${ticketId}`;
}

export function encodeStoredReplyDraft(draft: StoredReplyDraft): string {
  return JSON.stringify({
    v: STORED_REPLY_DRAFT_VERSION,
    text: draft.text,
    attachments: encodeAttachments(draft.attachments),
    idempotency_key: draft.idempotencyKey,
  });
}

/** The stored reply, or undefined when the text is not one of ours. Never throws. */
export function decodeStoredReplyDraft(stored: unknown): StoredReplyDraft | undefined {
  const value = parse(stored);
  if (readField(value, "v") !== STORED_REPLY_DRAFT_VERSION) return undefined;
  const key = readField(value, "idempotency_key");
  return {
    text: text(readField(value, "text")),
    attachments: readAttachments(readField(value, "attachments")),
    idempotencyKey: isIdempotencyKey(key) ? key : null,
  };
}
