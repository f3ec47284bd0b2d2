import { assign, emit, setup } from "xstate";
import type { FileRelationId, TicketId } from "../../core/schemas/ids";
import type { TicketOld } from "../../core/tickets/ticket-old";
import type { TicketStatus } from "../../core/tickets/ticket-v2";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import type { TicketV2Detail } from "./tickets-ports";
import { ticketDetailJourney } from "./ticket-detail.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_DETAIL_MACHINE_VERSION = "1";

/**
 * /tickets/{id} and /tickets_old/{id}: the ticket is loaded; a first load that fails tells the view
 * to return to the list (spec 8), a later reload that fails keeps what is shown. On a v2 ticket the
 * user may resolve or reopen it and remove a file they uploaded (the view asks for the confirmation
 * and sends `user.deleteFile` only after it); each is followed by a reload, then its message. A
 * reply sent by the reply machine (`reply.sent`, forwarded by the view) shows its message and
 * reloads the thread; typing a new reply clears that message.
 */

export type TicketDetailForm = "v2" | "old";

/** The answer of the detail call, by form. */
export type TicketDetailAnswer =
  | { readonly form: "v2"; readonly ticket: TicketV2Detail }
  | { readonly form: "old"; readonly ticket: TicketOld };

export interface TicketDetailInput {
  readonly form: TicketDetailForm;
  readonly storeId: number;
  readonly ticketId: TicketId;
}

/** A message shown beside a change: a translation key and its tone. */
export interface DetailMessage {
  readonly key: string;
  readonly tone: "success" | "error";
}

export interface TicketDetailContext extends TicketDetailInput {
  readonly detail: TicketDetailAnswer | null;
  readonly statusMessage: DetailMessage | null;
  readonly fileMessage: DetailMessage | null;
  readonly replyMessage: DetailMessage | null;
}

export type TicketDetailEvent =
  /** Resolving comes after the view's confirmation, with the optional resolution text. */
  | { readonly type: "user.setStatus"; readonly status: TicketStatus; readonly resolution?: string }
  | { readonly type: "user.deleteFile"; readonly relationId: FileRelationId }
  | { readonly type: "user.type" }
  | { readonly type: "reply.sent"; readonly messageKey: string };

/** Told to the view when the ticket cannot be shown: leave this message and return to the list. */
export interface DetailFailed {
  readonly type: "detail.failed";
  readonly messageKey: string;
}

/** The ticket every load and reload of this screen asks for. */
const whichTicket = ({ context }: { readonly context: TicketDetailContext }): TicketDetailInput => ({
  form: context.form,
  storeId: context.storeId,
  ticketId: context.ticketId,
});

export const ticketDetailMachine = setup({
  types: {
    context: {} as TicketDetailContext,
    events: {} as TicketDetailEvent,
    input: {} as TicketDetailInput,
    emitted: {} as DetailFailed,
  },
  actors: {
    /** GET v2/tickets/{id} (with the store) or GET tickets_old/{id}. */
    loadTicket: notProvided<TicketDetailAnswer, TicketDetailInput>("loadTicket"),
    /** POST v2/tickets/status. */
    updateStatus: notProvided<
      void,
      { readonly ticketId: TicketId; readonly status: TicketStatus; readonly resolution: string }
    >("updateStatus"),
    /** POST deleteTicketFile. */
    deleteFile: notProvided<void, { readonly ticketId: TicketId; readonly relationId: FileRelationId }>(
      "deleteFile",
    ),
  },
  actions: {
    keepDetail: assign((_, params: { readonly detail: TicketDetailAnswer }) => ({ detail: params.detail })),
    // One success banner at a time: a status change replaces the last reply's message and a reply
    // the last status change's (two stacked banners read as two events; issue 20, item 8).
    startStatusChange: assign({ statusMessage: null, replyMessage: null }),
    setStatusMessage: assign((_, params: DetailMessage) => ({ statusMessage: params })),
    startFileRemoval: assign({ fileMessage: null }),
    setFileMessage: assign((_, params: DetailMessage) => ({ fileMessage: params })),
    setReplyMessage: assign((_, params: { readonly key: string }) => ({
      replyMessage: { key: params.key, tone: "success" as const },
      statusMessage: null,
    })),
    clearReplyMessage: assign({ replyMessage: null }),
    emitFailed: emit((_, params: { readonly error: unknown }) => ({
      type: "detail.failed" as const,
      messageKey: failureMessageKey(params.error),
    })),
  },
}).createMachine({
  id: "ticketDetail",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: ticketDetailJourney },
  version: TICKET_DETAIL_MACHINE_VERSION,
  context: ({ input }) => ({
    form: input.form,
    storeId: input.storeId,
    ticketId: input.ticketId,
    detail: null,
    statusMessage: null,
    fileMessage: null,
    replyMessage: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadTicket",
        src: "loadTicket",
        input: whichTicket,
        onDone: {
          target: "ready",
          actions: { type: "keepDetail", params: ({ event }) => ({ detail: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "emitFailed", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      // Typing a new reply clears the last reply's message, whatever else is under way.
      on: { "user.type": { actions: "clearReplyMessage" } },
      initial: "idle",
      states: {
        idle: {
          on: {
            "user.setStatus": { target: "changingStatus", actions: "startStatusChange" },
            "user.deleteFile": { target: "removingFile", actions: "startFileRemoval" },
            "reply.sent": {
              target: "reloading",
              actions: { type: "setReplyMessage", params: ({ event }) => ({ key: event.messageKey }) },
            },
          },
        },
        /** After a reply: the thread is read again; a failure keeps what is shown. */
        reloading: {
          invoke: {
            id: "reloadTicket",
            src: "loadTicket",
            input: whichTicket,
            onDone: {
              target: "idle",
              actions: { type: "keepDetail", params: ({ event }) => ({ detail: event.output }) },
            },
            onError: { target: "idle" },
          },
        },
        changingStatus: {
          invoke: {
            id: "updateStatus",
            src: "updateStatus",
            input: ({ context, event }) => ({
              ticketId: context.ticketId,
              status: event.type === "user.setStatus" ? event.status : (0 as TicketStatus),
              resolution: event.type === "user.setStatus" ? (event.resolution ?? "") : "",
            }),
            onDone: { target: "reloadingAfterStatus" },
            onError: {
              target: "idle",
              actions: {
                type: "setStatusMessage",
                params: { key: "ui_tickets_status_failed", tone: "error" },
              },
            },
          },
        },
        reloadingAfterStatus: {
          invoke: {
            id: "reloadAfterStatus",
            src: "loadTicket",
            input: whichTicket,
            onDone: {
              target: "idle",
              actions: [
                { type: "keepDetail", params: ({ event }) => ({ detail: event.output }) },
                { type: "setStatusMessage", params: { key: "ui_tickets_status_changed", tone: "success" } },
              ],
            },
            onError: {
              target: "idle",
              actions: {
                type: "setStatusMessage",
                params: { key: "ui_tickets_status_changed", tone: "success" },
              },
            },
          },
        },
        removingFile: {
          invoke: {
            id: "deleteFile",
            src: "deleteFile",
            input: ({ context, event }) => ({
              ticketId: context.ticketId,
              relationId: event.type === "user.deleteFile" ? event.relationId : (0 as FileRelationId),
            }),
            onDone: { target: "reloadingAfterFile" },
            onError: {
              target: "idle",
              actions: {
                type: "setFileMessage",
                params: { key: "ui_tickets_file_delete_failed", tone: "error" },
              },
            },
          },
        },
        reloadingAfterFile: {
          invoke: {
            id: "reloadAfterFile",
            src: "loadTicket",
            input: whichTicket,
            onDone: {
              target: "idle",
              actions: [
                { type: "keepDetail", params: ({ event }) => ({ detail: event.output }) },
                { type: "setFileMessage", params: { key: "ui_tickets_file_deleted", tone: "success" } },
              ],
            },
            onError: {
              target: "idle",
              actions: {
                type: "setFileMessage",
                params: { key: "ui_tickets_file_deleted", tone: "success" },
              },
            },
          },
        },
      },
    },
    /** The view has been told (detail.failed) and returns to the list. */
    failed: { type: "final" },
  },
});
