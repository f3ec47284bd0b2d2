import {
  decodeStoredReplyDraft,
  decodeStoredTicketDraft,
  encodeStoredReplyDraft,
  encodeStoredTicketDraft,
  replyDraftStorageKey,
  ticketDraftStorageKey,
  type StoredReplyDraft,
  type StoredTicketDraft,
} from "../../core/tickets/ticket-draft-storage";

/**
 * The ticket drafts in localStorage (core's keys and codecs): the new ticket, one per user and
 * store, and the reply, one per user and ticket, so a reload, a closed tab or a failed save loses
 * nothing. Storage may throw (privacy mode, quota): a failed write is dropped and a failed or
 * unreadable read is "no draft".
 */
export interface KeptDrafts<D> {
  readonly read: (userId: number, scopeId: number) => D | undefined;
  readonly write: (userId: number, scopeId: number, draft: D) => void;
  readonly clear: (userId: number, scopeId: number) => void;
}
export type TicketDraftStore = KeptDrafts<StoredTicketDraft>;
export type ReplyDraftStore = KeptDrafts<StoredReplyDraft>;

type Storage_ = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function keptDrafts<D>(
  storage: Storage_,
  keyOf: (userId: number, scopeId: number) => string,
  encode: (draft: D) => string,
  decode: (stored: unknown) => D | undefined,
): KeptDrafts<D> {
  return {
    read: (userId, scopeId) => {
      try {
        return decode(storage.getItem(keyOf(userId, scopeId)));
      } catch {
        return undefined;
      }
    },
    write: (userId, scopeId, draft) => {
      try {
        storage.setItem(keyOf(userId, scopeId), encode(draft));
      } catch {
        /* see above */
      }
    },
    clear: (userId, scopeId) => {
      try {
        storage.removeItem(keyOf(userId, scopeId));
      } catch {
        /* see above */
      }
    },
  };
}

export const createTicketDraftStore = (storage: Storage_): TicketDraftStore =>
  keptDrafts(storage, ticketDraftStorageKey, encodeStoredTicketDraft, decodeStoredTicketDraft);

export const createReplyDraftStore = (storage: Storage_): ReplyDraftStore =>
  keptDrafts(storage, replyDraftStorageKey, encodeStoredReplyDraft, decodeStoredReplyDraft);
