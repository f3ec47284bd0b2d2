import type { AnyStateMachine } from "xstate";
import { completeRegistrationMachine } from "./auth/complete-registration.machine";
import { emailVerifyMachine } from "./auth/email-verify.machine";
import { forgotPasswordMachine } from "./auth/forgot-password.machine";
import { registrationMachine } from "./auth/registration.machine";
import { resetPasswordMachine } from "./auth/reset-password.machine";
import { faqEditorMachine } from "./information/faq-editor.machine";
import { faqEntryMachine } from "./information/faq-entry.machine";
import { headerSearchMachine } from "./information/header-search.machine";
import { informationListMachine } from "./information/information-list.machine";
import { informationLoadMachine } from "./information/information-load.machine";
import { actingAsMachine } from "./session/acting-as.machine";
import { sessionMachine } from "./session/session.machine";
import { storeSelectionMachine } from "./session/store-selection.machine";
import { tokenRefreshMachine } from "./session/token-refresh.machine";
import { pendingAccountsMachine } from "./staff/pending-accounts.machine";
import { oldTicketMachine } from "./tickets/old-ticket.machine";
import { ticketDetailMachine } from "./tickets/ticket-detail.machine";
import { ticketFormDataMachine } from "./tickets/ticket-form-data.machine";
import { ticketListMachine } from "./tickets/ticket-list.machine";
import { ticketReplyMachine } from "./tickets/ticket-reply.machine";
import { ticketMachine } from "./tickets/ticket.machine";

/*
 * Every machine of the app, with its id and version: the replay engine looks machines up here by
 * the id a trace names, the diagrams and the coverage table walk this list. Written by
 * `npm run diagrams` from the `machines/<area>/*.machine.ts` files (a test fails when one is missing).
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
  register("auth/complete-registration.machine.ts", completeRegistrationMachine),
  register("auth/email-verify.machine.ts", emailVerifyMachine),
  register("auth/forgot-password.machine.ts", forgotPasswordMachine),
  register("auth/registration.machine.ts", registrationMachine),
  register("auth/reset-password.machine.ts", resetPasswordMachine),
  register("information/faq-editor.machine.ts", faqEditorMachine),
  register("information/faq-entry.machine.ts", faqEntryMachine),
  register("information/header-search.machine.ts", headerSearchMachine),
  register("information/information-list.machine.ts", informationListMachine),
  register("information/information-load.machine.ts", informationLoadMachine),
  register("session/acting-as.machine.ts", actingAsMachine),
  register("session/session.machine.ts", sessionMachine),
  register("session/store-selection.machine.ts", storeSelectionMachine),
  register("session/token-refresh.machine.ts", tokenRefreshMachine),
  register("staff/pending-accounts.machine.ts", pendingAccountsMachine),
  register("tickets/old-ticket.machine.ts", oldTicketMachine),
  register("tickets/ticket-detail.machine.ts", ticketDetailMachine),
  register("tickets/ticket-form-data.machine.ts", ticketFormDataMachine),
  register("tickets/ticket-list.machine.ts", ticketListMachine),
  register("tickets/ticket-reply.machine.ts", ticketReplyMachine),
  register("tickets/ticket.machine.ts", ticketMachine),
];

export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
