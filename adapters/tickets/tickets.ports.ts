import { TICKET_PORTS } from "../../machines/tickets/tickets-ports";
import { areaPorts } from "../ports/ports-module";
import { createTicketsAdapter } from "./tickets-adapter";

/** The ticket screens' ports: API calls with idempotency keys, uploads, drafts on the device. */
export const ports = areaPorts(TICKET_PORTS, (world) => createTicketsAdapter(world));
