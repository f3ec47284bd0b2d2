import { createContext, use, useContext, useMemo, useState, type ReactNode } from "react";
import type { TicketPorts } from "../../../machines/tickets/tickets-ports";
import type { ServerMessage } from "../../components/status-message";

/*
 * The ticket screens' ports (declared in machines/tickets/tickets-ports.ts), handed down by
 * <TicketPortsProvider>: the composition root fills them from adapters/tickets, loaded on first use
 * so the login route does not carry them.
 */

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
