import { TICKET_PORTS, type TicketPorts } from "../../../machines/tickets/tickets-ports";
import { usePorts } from "../../platform/ports";
import type { ServerMessage } from "../../components/status-message";

/* What the ticket screens share beside their ports (usePorts(TICKET_PORTS)): the next screen's message. */

/**
 * A message for the next ticket screen, and the ticket it speaks of: after a save the list names
 * the new ticket and links to it, so a ticket saved on one form and listed on the other is never
 * "lost" (issue 20, item 1).
 */
export interface TicketNotice extends ServerMessage {
  readonly ticket?: { readonly id: number; readonly href: string };
  /**
   * After a save, on the saved ticket's own screen (issue 33, item 1): a second line saying the
   * notification emails were requested (absent when the main message is already the warning).
   */
  readonly followUp?: ServerMessage;
}

/**
 * A message for the next ticket screen: `leave` it before navigating, `peek` it while rendering
 * (pure, so a double render in StrictMode sees it too), `clear` it once shown.
 */
export interface TicketFlash {
  readonly leave: (message: TicketNotice) => void;
  readonly peek: () => TicketNotice | undefined;
  readonly clear: () => void;
}

function createTicketFlash(): TicketFlash {
  let message: TicketNotice | undefined;
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

// One flash per ticket ports, and so one per page load (the composition root loads the ports once);
// a view's test gets a fresh one with its own ports.
const flashes = new WeakMap<TicketPorts, TicketFlash>();

/** The flash message shared by the ticket screens (see {@link TicketFlash}). */
export function useTicketFlash(): TicketFlash {
  const ports = usePorts(TICKET_PORTS);
  let flash = flashes.get(ports);
  if (flash === undefined) {
    flash = createTicketFlash();
    flashes.set(ports, flash);
  }
  return flash;
}
