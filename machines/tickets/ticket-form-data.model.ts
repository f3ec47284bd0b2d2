import type { CategoryId, ComplaintTypeId, ContactId } from "../../core/schemas/ids";
import { DEFAULT_TICKET_LIMITS } from "../../core/tickets/ticket-limits";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { ticketFormDataMachine, type TicketFormData } from "./ticket-form-data.machine";

/* The new-ticket form data machine's model, and the data its actor tests use too. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
/** Category 1 has complaint types, category 2 has none. */
export const DATA: TicketFormData = {
  limits: DEFAULT_TICKET_LIMITS,
  categories: [
    { id: 1 as CategoryId, title: "Equipment", has_complaint_types: true },
    { id: 2 as CategoryId, title: "Supplies", has_complaint_types: false },
  ],
  contacts: [{ id: 9 as ContactId, name: "Maria Papadopoulou" }],
};
export const TYPES = [{ id: 4 as ComplaintTypeId, category_id: 1 as CategoryId, title: "Oven" }];

export const ticketFormDataModel: MachineModel = {
  machine: ticketFormDataMachine,
  models: [
    {
      input: { storeId: 1 },
      events: eventsFromCatalogue({
        "form.categoryChosen": [
          { type: "form.categoryChosen", categoryId: 1 },
          { type: "form.categoryChosen", categoryId: 2 },
        ],
        "xstate.done.actor.loadFormData": [doneEvent("loadFormData", DATA)],
        "xstate.error.actor.loadFormData": [errorEvent("loadFormData", NETWORK)],
        "xstate.done.actor.loadComplaintTypes": [doneEvent("loadComplaintTypes", TYPES)],
        "xstate.error.actor.loadComplaintTypes": [errorEvent("loadComplaintTypes", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof ticketFormDataMachine.transition>;
        return [context.data !== null, context.complaintTypes.length];
      },
    },
  ],
};
