import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { ticketReplyMachine } from "../../../machines/tickets/ticket-reply.machine";

/* The ticket reply machine's model, and the network failure its actor tests use too. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

export const ticketReplyModel: MachineModel = {
  machine: ticketReplyMachine,
  models: [
    {
      input: { ticketId: 3, form: "old" },
      events: eventsFromCatalogue({
        "user.type": [
          { type: "user.type", text: "hello" },
          { type: "user.type", text: "" },
        ],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "k")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.sendReply": [doneEvent("sendReply", undefined)],
        "xstate.error.actor.sendReply": [errorEvent("sendReply", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof ticketReplyMachine.transition>;
        return [context.text, context.idempotencyKey, context.failureKey, context.showErrors];
      },
    },
  ],
};
