import type { TicketId } from "../../core/schemas/ids";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import type { OldTicketFields } from "./old-ticket.machine";
import { oldTicketMachine } from "./old-ticket.machine";

/* The older ticket form's model, and the fields and failures its actor tests use too. */

export const FIELDS: OldTicketFields = {
  title: "Fridge broken",
  priority: 3,
  message: "The fridge stopped cooling this morning.",
};
export const KEY = "00000000-0000-4000-8000-000000000001";
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
/** A definite refusal: the server's own key is shown. */
export const REFUSED = { _tag: "HttpError", status: 422, messageKey: "b2b_invalid_input" };

export const oldTicketModel: MachineModel = {
  machine: oldTicketMachine,
  models: [
    {
      input: { locationId: 1 },
      events: eventsFromCatalogue({
        // A valid ticket, a change that leaves it as it is, and one that makes it invalid.
        "user.change": [
          { type: "user.change", fields: FIELDS },
          { type: "user.change", fields: { title: "" } },
        ],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", KEY)],
        "xstate.error.actor.createIdempotencyKey": [
          errorEvent("createIdempotencyKey", new Error("no crypto")),
        ],
        "xstate.done.actor.createTicket": [doneEvent("createTicket", { id: 5 as TicketId })],
        "xstate.error.actor.createTicket": [
          errorEvent("createTicket", NETWORK),
          errorEvent("createTicket", REFUSED),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof oldTicketMachine.transition>;
        return [context.fields, context.idempotencyKey, context.failureKey, context.showErrors];
      },
    },
  ],
};
