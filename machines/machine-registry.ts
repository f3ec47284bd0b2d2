import type { AnyStateMachine } from "xstate";
import { actingAsMachine } from "./acting-as.machine";
import { completeRegistrationMachine } from "./complete-registration.machine";
import { emailVerifyMachine } from "./email-verify.machine";
import { forgotPasswordMachine } from "./forgot-password.machine";
import { oldTicketMachine } from "./old-ticket.machine";
import { pendingAccountsMachine } from "./pending-accounts.machine";
import { registrationMachine } from "./registration.machine";
import { resetPasswordMachine } from "./reset-password.machine";
import { sessionMachine } from "./session.machine";
import { storeSelectionMachine } from "./store-selection.machine";
import { ticketListMachine } from "./ticket-list.machine";
import { ticketReplyMachine } from "./ticket-reply.machine";
import { ticketMachine } from "./ticket.machine";
import { tokenRefreshMachine } from "./token-refresh.machine";

/*
 * Every machine of the app, with its id and version: the replay engine looks machines up here by
 * the id a trace names, the diagrams and the coverage table walk this list. Written by
 * `npm run diagrams` from the `machines/*.machine.ts` files (a test fails when one is missing).
 */

export interface RegisteredMachine {
  /** The machine's `id` in createMachine, as traces name it. */
  readonly id: string;
  /** The machine's `version` ("unversioned" when it sets none). */
  readonly version: string;
  /** File inside machines/. */
  readonly file: string;
  readonly machine: AnyStateMachine;
}

function register(file: string, machine: AnyStateMachine): RegisteredMachine {
  return { id: machine.id, version: machine.version ?? "unversioned", file, machine };
}

export const machineRegistry: ReadonlyArray<RegisteredMachine> = [
  register("acting-as.machine.ts", actingAsMachine),
  register("complete-registration.machine.ts", completeRegistrationMachine),
  register("email-verify.machine.ts", emailVerifyMachine),
  register("forgot-password.machine.ts", forgotPasswordMachine),
  register("old-ticket.machine.ts", oldTicketMachine),
  register("pending-accounts.machine.ts", pendingAccountsMachine),
  register("registration.machine.ts", registrationMachine),
  register("reset-password.machine.ts", resetPasswordMachine),
  register("session.machine.ts", sessionMachine),
  register("store-selection.machine.ts", storeSelectionMachine),
  register("ticket-list.machine.ts", ticketListMachine),
  register("ticket-reply.machine.ts", ticketReplyMachine),
  register("ticket.machine.ts", ticketMachine),
  register("token-refresh.machine.ts", tokenRefreshMachine),
];

export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
