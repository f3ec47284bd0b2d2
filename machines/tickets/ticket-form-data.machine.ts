import { assign, setup } from "xstate";
import type { CategoryId } from "../../core/schemas/ids";
import type { TicketLimits } from "../../core/tickets/ticket-limits";
import type { ComplaintType, TicketCategory, TicketContact } from "../../core/tickets/ticket-wire";
import { notProvided } from "../not-provided";
import { ticketFormDataJourney } from "./ticket-form-data.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_FORM_DATA_MACHINE_VERSION = "1";

/**
 * What the new-ticket form (/new_ticket) offers, for one store: the limits, the categories and the
 * store's contacts are loaded before the form shows (a failure offers "retry"); the complaint types
 * follow the chosen category (only categories that have them are asked, a failure offers none).
 * A separate machine, not states of the ticket machine: docs/decisions.md, "Ticket screens' I/O in
 * machines".
 */

export interface TicketFormData {
  readonly limits: TicketLimits;
  readonly categories: readonly TicketCategory[];
  readonly contacts: readonly TicketContact[];
}

export interface TicketFormDataContext {
  readonly storeId: number;
  readonly data: TicketFormData | null;
  /** The complaint types of the chosen category; none while they load or when it has none. */
  readonly complaintTypes: readonly ComplaintType[];
}

export type TicketFormDataEvent =
  | { readonly type: "user.retry" }
  /** The form's category changed (typed, restored from a draft or cleared). */
  | { readonly type: "form.categoryChosen"; readonly categoryId: number | null };

const NO_TYPES: readonly ComplaintType[] = [];

export const ticketFormDataMachine = setup({
  types: {
    context: {} as TicketFormDataContext,
    events: {} as TicketFormDataEvent,
    input: {} as { readonly storeId: number },
  },
  actors: {
    /** GET limits (defaults when it fails), categories and the store's contacts. */
    loadFormData: notProvided<TicketFormData, { readonly storeId: number }>("loadFormData"),
    /** GET the complaint types of a category. */
    loadComplaintTypes: notProvided<readonly ComplaintType[], { readonly categoryId: CategoryId }>(
      "loadComplaintTypes",
    ),
  },
  actions: {
    keepData: assign((_, params: { readonly data: TicketFormData }) => ({ data: params.data })),
    keepComplaintTypes: assign((_, params: { readonly types: readonly ComplaintType[] }) => ({
      complaintTypes: params.types,
    })),
    clearComplaintTypes: assign({ complaintTypes: NO_TYPES }),
  },
  guards: {
    hasComplaintTypes: ({ context }, params: { readonly categoryId: number | null }) =>
      context.data?.categories.some((c) => c.id === params.categoryId && c.has_complaint_types) ?? false,
  },
}).createMachine({
  id: "ticketFormData",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: ticketFormDataJourney },
  version: TICKET_FORM_DATA_MACHINE_VERSION,
  context: ({ input }) => ({ storeId: input.storeId, data: null, complaintTypes: NO_TYPES }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadFormData",
        src: "loadFormData",
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: {
          target: "ready",
          actions: { type: "keepData", params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: "failed" },
      },
    },
    failed: {
      on: { "user.retry": { target: "loading" } },
    },
    ready: {
      initial: "idle",
      on: {
        "form.categoryChosen": [
          {
            guard: {
              type: "hasComplaintTypes",
              params: ({ event }) => ({ categoryId: event.categoryId }),
            },
            // Another category while one loads: the older answer is dropped.
            target: ".loadingComplaintTypes",
            reenter: true,
            actions: "clearComplaintTypes",
          },
          { target: ".idle", actions: "clearComplaintTypes" },
        ],
      },
      states: {
        idle: {},
        loadingComplaintTypes: {
          invoke: {
            id: "loadComplaintTypes",
            src: "loadComplaintTypes",
            input: ({ event }) => ({
              categoryId: (event.type === "form.categoryChosen" ? event.categoryId : 0) as CategoryId,
            }),
            onDone: {
              target: "idle",
              actions: { type: "keepComplaintTypes", params: ({ event }) => ({ types: event.output }) },
            },
            onError: { target: "idle", actions: "clearComplaintTypes" },
          },
        },
      },
    },
  },
});
