import {
  createReplyDraftStore,
  createTicketDraftStore,
  type ReplyDraftStore,
  type TicketDraftStore,
} from "./ticket-draft-store";
import type { TicketPorts } from "../../machines/tickets/tickets-ports";
import { createTicketsApi, type TicketsApiDeps } from "./tickets-api";

/**
 * Everything the ticket screens need from the outside world, made in one call so the composition
 * root can load it on demand (this module and effect's schemas stay out of the login route).
 */
export interface TicketsAdapterDeps extends TicketsApiDeps {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** A fresh idempotency key (crypto.randomUUID). */
  readonly newKey: () => string;
}

export function createTicketsAdapter(deps: TicketsAdapterDeps): TicketPorts {
  return {
    api: createTicketsApi(deps),
    drafts: createTicketDraftStore(deps.storage) satisfies TicketDraftStore,
    replyDrafts: createReplyDraftStore(deps.storage) satisfies ReplyDraftStore,
    newKey: deps.newKey,
  };
}
