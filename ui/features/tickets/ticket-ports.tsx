import { createContext, use, useContext, useMemo, useState, type ReactNode } from "react";
import type { CategoryId, FileRelationId, TicketId } from "../../../core/schemas/ids";
import type { TicketOld } from "../../../core/schemas/ticket-old";
import type {
  TicketFileRelation,
  TicketSaveResult,
  TicketStatus,
  TicketV2,
} from "../../../core/schemas/ticket-v2";
import type { TicketTab } from "../../../core/rules/ticket-tabs";
import type { StoredTicketDraft } from "../../../core/tickets/ticket-draft-storage";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import type {
  ComplaintType,
  OldTicketPayload,
  TicketCategory,
  TicketContact,
  TicketEmailsPayload,
  TicketLinkPayload,
  TicketSavePayload,
  UploadedFile,
} from "../../../core/tickets/ticket-wire";
import type { ServerMessage } from "../../components/status-message";

/*
 * What the ticket screens need from the outside world, typed here so ui/ never imports adapters/:
 * the composition root fills it (adapters/tickets/ticket-ports.ts, loaded on first use so the
 * login route does not carry it) and hands it down through <TicketPortsProvider>. Every call
 * rejects with the adapters' tagged errors, which core's readTicketStepFailure and
 * machines/api-failure read structurally.
 */

/** A list row of `GET v2/tickets/location/{id}`: the ticket without its conversation. */
export type TicketV2Summary = Omit<TicketV2, "comm" | "files_relations" | "location_id">;
/** A list row of `GET tickets_old/location/{id}`. */
export type TicketOldSummary = Omit<TicketOld, "thread">;

/**
 * A file of the v2 ticket detail: core's fields, the relation id POST deleteTicketFile names, and
 * whether the signed-in user may remove it (its uploader; the server enforces the same rule).
 */
export type TicketV2File = TicketFileRelation & {
  readonly file_relation_id: FileRelationId;
  readonly can_delete: boolean;
};
/** `GET v2/tickets/{location_id}/{ticket_id}`. */
export type TicketV2Detail = Omit<TicketV2, "files_relations"> & {
  readonly files_relations: readonly TicketV2File[];
};

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
  readonly replyV2: (ticketId: TicketId, message: string, idempotencyKey: string) => Promise<void>;
  readonly updateStatus: (ticketId: TicketId, lastStatus: TicketStatus) => Promise<void>;
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

export interface TicketPorts {
  readonly api: TicketsApiPort;
  readonly drafts: TicketDraftStorePort;
  /** A fresh idempotency key (a UUID). */
  readonly newKey: () => string;
}

/**
 * A message for the next ticket screen: `leave` it before navigating, `peek` it while rendering
 * (pure, so a double render in StrictMode sees it too), `clear` it once shown.
 */
export interface TicketFlash {
  readonly leave: (message: ServerMessage) => void;
  readonly peek: () => ServerMessage | undefined;
  readonly clear: () => void;
}

function createTicketFlash(): TicketFlash {
  let message: ServerMessage | undefined;
  return {
    leave: (next) => {
      message = next;
    },
    peek: () => message,
    clear: () => {
      message = undefined;
    },
  };
}

interface TicketPortsContextValue {
  readonly load: () => Promise<TicketPorts>;
  /** A message to show on the next ticket screen (the save's success after navigating away). */
  readonly flash: TicketFlash;
}

const TicketPortsContext = createContext<TicketPortsContextValue | null>(null);

/**
 * Supplies the ticket ports. `load` must return the same promise on every call (the composition
 * root memoises it), because screens read it with React's `use`, which suspends until it settles.
 */
export function TicketPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<TicketPorts>;
  readonly children: ReactNode;
}) {
  const [flash] = useState(createTicketFlash);
  const value = useMemo(() => ({ load, flash }), [load, flash]);
  return <TicketPortsContext value={value}>{children}</TicketPortsContext>;
}

function useTicketContext(): TicketPortsContextValue {
  const value = useContext(TicketPortsContext);
  if (value === null)
    throw new Error("The ticket screens need a <TicketPortsProvider> (composition-root.tsx)");
  return value;
}

/** The ports; suspends the first time while their module loads. */
export function useTicketPorts(): TicketPorts {
  return use(useTicketContext().load());
}

/** The flash message shared by the ticket screens (see {@link TicketFlash}). */
export function useTicketFlash(): TicketFlash {
  return useTicketContext().flash;
}
