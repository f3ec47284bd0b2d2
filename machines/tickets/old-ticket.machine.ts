import { assign, emit, setup } from "xstate";
import { OLD_TICKET_PRIORITY, TICKET_PRIORITY } from "../../core/constants/ticket-constants";
import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { LocationId, TicketId } from "../../core/schemas/ids";
import type { TicketOldPriority } from "../../core/tickets/ticket-old";
import { readTicketStepFailure } from "../../core/tickets/step-failure";
import { validateTicketDraft } from "../../core/tickets/ticket-draft";
import { DEFAULT_TICKET_LIMITS, type TicketLimits } from "../../core/tickets/ticket-limits";
import type { OldTicketPayload } from "../../core/tickets/ticket-wire";
import { failureRequestId } from "../api-failure";
import { notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
} from "../shared/submit-once";
import { oldTicketJourney } from "./old-ticket.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const OLD_TICKET_MACHINE_VERSION = "1";

/**
 * The older form's new ticket (/new_ticket_old): title, priority (3 High, 4 Normal, 5 Low) and a
 * message, validated with the same length rules as v2, sent as `POST tickets_old` under an
 * idempotency key. A failure keeps the text and the key (so "send" again cannot make a second
 * ticket); changing the text after a failure makes it another ticket with a new key. Success
 * emits the spec's message and path (/tickets_old).
 */

export interface OldTicketFields {
  readonly title: string;
  readonly priority: TicketOldPriority;
  readonly message: string;
}

export interface OldTicketErrors {
  readonly title: readonly TicketMessageKey[];
  readonly message: readonly TicketMessageKey[];
}

export interface OldTicketContext {
  readonly locationId: LocationId;
  readonly limits: TicketLimits;
  readonly fields: OldTicketFields;
  readonly errors: OldTicketErrors;
  readonly showErrors: boolean;
  readonly failureKey: string | null;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly idempotencyKey: string | null;
}

export type OldTicketEvent =
  | { readonly type: "user.change"; readonly fields: Partial<OldTicketFields> }
  | { readonly type: "user.submit" };

export interface OldTicketSaved {
  readonly type: "ticket.saved";
  readonly ticketId: TicketId;
  readonly messageKey: "b2b_ticket_save_success";
  /** The saved ticket's own screen (issue 33, item 1), as after the v2 form. */
  readonly navigateTo: `/tickets_old/${number}`;
}

const errorsOf = (fields: OldTicketFields, limits: TicketLimits): OldTicketErrors => {
  // The v2 rules with placeholder choices: only the title and message keys are read.
  const all = validateTicketDraft(
    { ...fields, category_id: 0, contact_id: 0, complaint_type_id: null, priority: TICKET_PRIORITY.medium },
    limits,
  );
  return { title: all.title, message: all.message };
};

export const oldTicketMachine = setup({
  types: {
    context: {} as OldTicketContext,
    events: {} as OldTicketEvent,
    input: {} as { readonly locationId: LocationId; readonly limits?: TicketLimits },
    emitted: {} as OldTicketSaved,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    createTicket: notProvided<
      { readonly id: TicketId },
      { readonly payload: OldTicketPayload; readonly idempotencyKey: string }
    >("createTicket"),
  },
  guards: {
    isValid: ({ context }) => context.errors.title.length === 0 && context.errors.message.length === 0,
    hasKey,
  },
  actions: {
    keepKey: assign(keptKey),
    fail: assign((_, params: { readonly error: unknown }) => ({
      failureKey: readTicketStepFailure(params.error, "b2b_ticket_save_failed").messageKey,
      failureRequestId: failureRequestId(params.error),
    })),
  },
}).createMachine({
  id: "oldTicket",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: oldTicketJourney },
  version: OLD_TICKET_MACHINE_VERSION,
  context: ({ input }) => {
    const limits = input.limits ?? DEFAULT_TICKET_LIMITS;
    const fields: OldTicketFields = { title: "", priority: OLD_TICKET_PRIORITY.normal, message: "" };
    return {
      locationId: input.locationId,
      limits,
      fields,
      errors: errorsOf(fields, limits),
      showErrors: false,
      failureKey: null,
      failureRequestId: undefined,
      idempotencyKey: null,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          actions: assign(({ context, event }) => {
            const fields = { ...context.fields, ...event.fields };
            const same =
              fields.title === context.fields.title &&
              fields.message === context.fields.message &&
              fields.priority === context.fields.priority;
            return {
              fields,
              errors: errorsOf(fields, context.limits),
              idempotencyKey: keyAfterEdit(context, same),
            };
          }),
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "creatingKey",
            actions: assign({ failureKey: null, failureRequestId: undefined, showErrors: true }),
          },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    creatingKey: {
      always: { guard: "hasKey", target: "saving" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "saving",
          actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      invoke: {
        id: "createTicket",
        src: "createTicket",
        input: ({ context }) => ({
          idempotencyKey: submissionKey(context),
          payload: {
            location_id: context.locationId,
            title: context.fields.title.trim(),
            priority: context.fields.priority,
            message: context.fields.message.trim(),
          },
        }),
        onDone: {
          target: "done",
          actions: emit(({ event }) => ({
            type: "ticket.saved" as const,
            ticketId: event.output.id,
            messageKey: "b2b_ticket_save_success" as const,
            navigateTo: `/tickets_old/${event.output.id}` as const,
          })),
        },
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: "final" },
  },
});
