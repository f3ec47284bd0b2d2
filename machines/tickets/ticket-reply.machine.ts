import { assign, emit, setup } from "xstate";
import type { TicketMessageKey } from "../../core/tickets/tickets-catalogue";
import type { TicketId } from "../../core/schemas/ids";
import { readTicketStepFailure } from "../../core/tickets/step-failure";
import { validateReplyMessage } from "../../core/tickets/ticket-draft";
import { DEFAULT_TICKET_LIMITS, type TicketLimits } from "../../core/tickets/ticket-limits";
import { notProvided } from "../not-provided";
import { createIdempotencyKeyActor, hasKey, keptKey, keyAfterEdit, submissionKey } from "./submit-once";
import { ticketReplyJourney } from "./ticket-reply.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_REPLY_MACHINE_VERSION = "1";

/**
 * The reply box on /tickets/{id} and /tickets_old/{id}: the message is validated as it is typed,
 * sent under an idempotency key, and a failure keeps the text (and the key, so "send" again cannot
 * post it twice). Typing after a failure makes it a new message with a new key.
 */

export type TicketForm = "v2" | "old";

export interface TicketReplyInput {
  readonly ticketId: TicketId;
  /** v2 posts to v2/tickets/thread, the older form to saveThreadMessage. */
  readonly form: TicketForm;
  readonly limits?: TicketLimits;
}

export interface SendReplyInput {
  readonly form: TicketForm;
  readonly ticketId: TicketId;
  readonly message: string;
  readonly idempotencyKey: string;
}

export interface TicketReplyContext {
  readonly ticketId: TicketId;
  readonly form: TicketForm;
  readonly limits: TicketLimits;
  readonly text: string;
  readonly errors: readonly TicketMessageKey[];
  readonly showErrors: boolean;
  readonly failureKey: string | null;
  readonly idempotencyKey: string | null;
}

export type TicketReplyEvent =
  { readonly type: "user.type"; readonly text: string } | { readonly type: "user.send" };

/** Told to the view after a reply was stored: show the message and reload the thread. */
export interface ReplySent {
  readonly type: "reply.sent";
  readonly messageKey: "b2b_ticket_reply_sent";
}

export const ticketReplyMachine = setup({
  types: {
    context: {} as TicketReplyContext,
    events: {} as TicketReplyEvent,
    input: {} as TicketReplyInput,
    emitted: {} as ReplySent,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST v2/tickets/thread or POST saveThreadMessage, with header Idempotency-Key. */
    sendReply: notProvided<void, SendReplyInput>("sendReply"),
  },
  actions: {
    typeText: assign(({ context }, params: { readonly text: string }) => ({
      text: params.text,
      errors: validateReplyMessage(params.text, context.limits),
      // A changed text is another message: it gets its own key when sent.
      idempotencyKey: keyAfterEdit(context, params.text === context.text),
    })),
    showErrors: assign({ showErrors: true }),
    startSending: assign({ failureKey: null }),
    keepKey: assign(keptKey),
    fail: assign((_, params: { readonly error: unknown }) => ({
      failureKey: readTicketStepFailure(params.error, "b2b_ticket_reply_failed").messageKey,
    })),
    clearText: assign(({ context }) => ({
      text: "",
      errors: validateReplyMessage("", context.limits),
      showErrors: false,
      idempotencyKey: null,
    })),
    emitSent: emit({ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" } as const),
  },
  guards: {
    isValid: ({ context }) => context.errors.length === 0,
    hasKey,
  },
}).createMachine({
  id: "ticketReply",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: ticketReplyJourney },
  version: TICKET_REPLY_MACHINE_VERSION,
  context: ({ input }) => {
    const limits = input.limits ?? DEFAULT_TICKET_LIMITS;
    return {
      ticketId: input.ticketId,
      form: input.form,
      limits,
      text: "",
      errors: validateReplyMessage("", limits),
      showErrors: false,
      failureKey: null,
      idempotencyKey: null,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.type": { actions: { type: "typeText", params: ({ event }) => ({ text: event.text }) } },
        "user.send": [
          { guard: "isValid", target: "creatingKey", actions: "startSending" },
          { actions: "showErrors" },
        ],
      },
    },
    creatingKey: {
      always: { guard: "hasKey", target: "sending" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "sending",
          actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sending: {
      invoke: {
        id: "sendReply",
        src: "sendReply",
        input: ({ context }) => ({
          form: context.form,
          ticketId: context.ticketId,
          message: context.text.trim(),
          idempotencyKey: submissionKey(context),
        }),
        onDone: { target: "editing", actions: ["clearText", "emitSent"] },
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
