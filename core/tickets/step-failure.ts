import type { TicketMessageKey } from "./tickets-catalogue";
import { readField } from "../validation/loose-input";

/**
 * How a failed call of the save flow is read. "definite" means the server answered that it did
 * nothing (a 4xx it would answer again: bad input, refused file, forbidden), so the user may change
 * the draft and send it again under the same key. Otherwise the outcome is unknown (no answer,
 * 5xx, an unreadable 2xx, a timeout, 409): the call may have taken effect, so the draft stays
 * frozen and only a retry of the same payload is offered.
 */
export interface TicketStepFailure {
  readonly messageKey: string;
  readonly definite: boolean;
}

// 401 is cured by the client's refresh; 408, 425 and 429 ask to try again later; 409 says the key
// was already used, i.e. something was done.
const NOT_DEFINITE = new Set([401, 408, 409, 425, 429]);

/** Reads an actor's rejection (the api client's tagged errors, or anything) without throwing. */
export function readTicketStepFailure(error: unknown, fallback: TicketMessageKey): TicketStepFailure {
  const status = readField(error, "status");
  const key = readField(error, "messageKey") ?? readField(error, "message");
  const definite = typeof status === "number" && status >= 400 && status < 500 && !NOT_DEFINITE.has(status);
  if (status === 409) return { messageKey: "b2b_ticket_idempotency_conflict", definite: false };
  // A definite refusal says why (the server's key); an unknown outcome says "try again".
  return { messageKey: definite && typeof key === "string" && key !== "" ? key : fallback, definite };
}
