import type { FileRelationId, TicketId } from "../../core/schemas/ids";
import type { TicketOld } from "../../core/tickets/ticket-old";
import type { TicketStatus } from "../../core/tickets/ticket-v2";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { ticketDetailMachine, type TicketDetailAnswer } from "./ticket-detail.machine";

/* The ticket detail machine's model, and the answer and failure its actor tests use too. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
/** The machine only keeps the answer: its content does not matter to the model. */
export const ANSWER = { form: "old", ticket: { id: 7 } as unknown as TicketOld } as TicketDetailAnswer;

const loaded = (id: string) => [doneEvent(id, ANSWER)];
const failed = (id: string) => [errorEvent(id, NETWORK)];

export const ticketDetailModel: MachineModel = {
  machine: ticketDetailMachine,
  models: [
    {
      input: { form: "v2", storeId: 1, ticketId: 7 as TicketId },
      events: eventsFromCatalogue({
        "user.setStatus": [{ type: "user.setStatus", status: 3 as TicketStatus }],
        "user.deleteFile": [{ type: "user.deleteFile", relationId: 70 as FileRelationId }],
        "user.type": [{ type: "user.type" }],
        "reply.sent": [{ type: "reply.sent", messageKey: "b2b_ticket_reply_sent" }],
        "xstate.done.actor.loadTicket": loaded("loadTicket"),
        "xstate.error.actor.loadTicket": failed("loadTicket"),
        "xstate.done.actor.reloadTicket": loaded("reloadTicket"),
        "xstate.error.actor.reloadTicket": failed("reloadTicket"),
        "xstate.done.actor.updateStatus": [doneEvent("updateStatus", undefined)],
        "xstate.error.actor.updateStatus": failed("updateStatus"),
        "xstate.done.actor.reloadAfterStatus": loaded("reloadAfterStatus"),
        "xstate.error.actor.reloadAfterStatus": failed("reloadAfterStatus"),
        "xstate.done.actor.deleteFile": [doneEvent("deleteFile", undefined)],
        "xstate.error.actor.deleteFile": failed("deleteFile"),
        "xstate.done.actor.reloadAfterFile": loaded("reloadAfterFile"),
        "xstate.error.actor.reloadAfterFile": failed("reloadAfterFile"),
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof ticketDetailMachine.transition>;
        return [context.detail !== null, context.statusMessage, context.fileMessage, context.replyMessage];
      },
    },
  ],
};
