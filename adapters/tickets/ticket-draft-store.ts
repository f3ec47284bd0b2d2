import {
  decodeStoredTicketDraft,
  encodeStoredTicketDraft,
  ticketDraftStorageKey,
  type StoredTicketDraft,
} from "../../core/tickets/ticket-draft-storage";

/**
 * The new-ticket draft in localStorage, one per user and store (core's key and codec), so a reload,
 * a closed tab or a failed save loses nothing. Storage may throw (privacy mode, quota): a failed
 * write is dropped and a failed or unreadable read is "no draft".
 */
export interface TicketDraftStore {
  readonly read: (userId: number, locationId: number) => StoredTicketDraft | undefined;
  readonly write: (userId: number, locationId: number, draft: StoredTicketDraft) => void;
  readonly clear: (userId: number, locationId: number) => void;
}

export function createTicketDraftStore(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
): TicketDraftStore {
  return {
    read: (userId, locationId) => {
      try {
        return decodeStoredTicketDraft(storage.getItem(ticketDraftStorageKey(userId, locationId)));
      } catch {
        return undefined;
      }
    },
    write: (userId, locationId, draft) => {
      try {
        storage.setItem(ticketDraftStorageKey(userId, locationId), encodeStoredTicketDraft(draft));
      } catch {
        /* see above */
      }
    },
    clear: (userId, locationId) => {
      try {
        storage.removeItem(ticketDraftStorageKey(userId, locationId));
      } catch {
        /* see above */
      }
    },
  };
}
