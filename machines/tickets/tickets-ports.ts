import type { CategoryId, FileId, FileRelationId, TicketId } from "../../core/schemas/ids";
import type { TicketOld } from "../../core/tickets/ticket-old";
import type { TicketSaveResult, TicketStatus, TicketV2Summary } from "../../core/tickets/ticket-v2";
import type { TicketTab } from "../../core/tickets/ticket-tabs";
import type { TicketOldSummary, TicketV2Detail } from "../../core/tickets/ticket-answers";
import type { StoredReplyDraft, StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import type { TicketQueueFilterChoices, TicketQueueRow } from "../../core/tickets/ticket-queue-answers";
import type { TicketQueueFilterValues } from "../../core/tickets/ticket-queue-query";
import type { TicketLimits } from "../../core/tickets/ticket-limits";
import type {
  ComplaintType,
  OldTicketPayload,
  TicketCategory,
  TicketContact,
  TicketEmailsPayload,
  TicketLinkPayload,
  TicketSavePayload,
} from "../../core/tickets/ticket-wire";
import type { UploadedFile } from "../../core/files/uploaded-file";
import { portsKey } from "../../core/areas/ports-key";

/*
 * What the ticket machines and screens need from the outside world, declared once: the composition
 * root gives them from adapters/tickets (checked there with `satisfies`), and every call rejects with
 * the adapters' tagged errors, which core's readTicketStepFailure and machines/api-failure read
 * structurally. The answers' shapes are core's wire contract (core/tickets/ticket-answers.ts).
 */

export type { TicketOldSummary, TicketQueueFilterChoices, TicketQueueRow, TicketV2Detail, TicketV2Summary };
/** A file of the v2 ticket detail, with its relation id and whether the user may remove it. */
export type TicketV2File = TicketV2Detail["files_relations"][number];

export interface TicketPage<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}

export interface UploadHandle {
  readonly done: Promise<UploadedFile>;
  readonly abort: () => void;
}

export interface TicketsApiPort {
  readonly listV2: (
    locationId: number,
    tab: TicketTab,
    cursor: string | null,
    limit: number,
  ) => Promise<TicketPage<TicketV2Summary>>;
  readonly detailV2: (locationId: number, ticketId: number) => Promise<TicketV2Detail>;
  /** Head office's queue of every store's tickets (the every-store grant only). */
  readonly queue: (
    filters: TicketQueueFilterValues,
    cursor: string | null,
    limit: number,
  ) => Promise<TicketPage<TicketQueueRow>>;
  readonly queueFilterChoices: () => Promise<TicketQueueFilterChoices>;
  readonly categories: () => Promise<readonly TicketCategory[]>;
  readonly complaintTypes: (categoryId: CategoryId) => Promise<readonly ComplaintType[]>;
  readonly contacts: (locationId: number) => Promise<readonly TicketContact[]>;
  readonly limits: () => Promise<TicketLimits>;
  readonly upload: (
    file: Blob & { readonly name?: string },
    onProgress: (loaded: number, total: number) => void,
  ) => UploadHandle;
  readonly saveTicket: (payload: TicketSavePayload, idempotencyKey: string) => Promise<TicketSaveResult>;
  readonly linkTicket: (payload: TicketLinkPayload) => Promise<void>;
  readonly sendTicketEmails: (payload: TicketEmailsPayload) => Promise<void>;
  /** POST v2/tickets/thread; file_ids are uploads of POST v2/files (issue 20, item 9). */
  readonly replyV2: (
    ticketId: TicketId,
    message: string,
    fileIds: readonly FileId[],
    idempotencyKey: string,
  ) => Promise<void>;
  /** A resolution text (optional) becomes a message of the ticket. */
  readonly updateStatus: (ticketId: TicketId, lastStatus: TicketStatus, resolution?: string) => Promise<void>;
  readonly deleteFile: (ticketId: TicketId, fileRelationId: FileRelationId) => Promise<void>;
  readonly listOld: (
    locationId: number,
    tab: TicketTab,
    cursor: string | null,
    limit: number,
  ) => Promise<TicketPage<TicketOldSummary>>;
  readonly detailOld: (ticketId: number) => Promise<TicketOld>;
  readonly replyOld: (ticketId: TicketId, message: string, idempotencyKey: string) => Promise<void>;
  readonly createOld: (
    payload: OldTicketPayload,
    idempotencyKey: string,
  ) => Promise<{ readonly id: TicketId }>;
}

export interface TicketDraftStorePort {
  readonly read: (userId: number, locationId: number) => StoredTicketDraft | undefined;
  readonly write: (userId: number, locationId: number, draft: StoredTicketDraft) => void;
  readonly clear: (userId: number, locationId: number) => void;
}

/** The reply being written on a ticket, one per user and ticket. */
export interface ReplyDraftStorePort {
  readonly read: (userId: number, ticketId: number) => StoredReplyDraft | undefined;
  readonly write: (userId: number, ticketId: number, draft: StoredReplyDraft) => void;
  readonly clear: (userId: number, ticketId: number) => void;
}

export interface TicketPorts {
  readonly api: TicketsApiPort;
  readonly drafts: TicketDraftStorePort;
  readonly replyDrafts: ReplyDraftStorePort;
  /** A fresh idempotency key (a UUID). */
  readonly newKey: () => string;
}

/** The tickets screens' ports, by their area (made by adapters/tickets/tickets.ports.ts). */
export const TICKET_PORTS = portsKey<TicketPorts>("tickets");
