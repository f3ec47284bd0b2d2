import type { AnyStateMachine } from "xstate";
import { accountActionMachine } from "./account/account-action.machine";
import { passwordChangeMachine } from "./account/password-change.machine";
import { profileFormMachine } from "./account/profile-form.machine";
import { adminFormMachine } from "./admin/admin-form.machine";
import { completeRegistrationMachine } from "./auth/complete-registration.machine";
import { emailVerifyMachine } from "./auth/email-verify.machine";
import { forgotPasswordMachine } from "./auth/forgot-password.machine";
import { registrationMachine } from "./auth/registration.machine";
import { resetPasswordMachine } from "./auth/reset-password.machine";
import { meetingCalendarMachine } from "./calendar/meeting-calendar.machine";
import { meetingScheduleMachine } from "./calendar/meeting-schedule.machine";
import { storeFiguresMachine } from "./commerce/store-figures.machine";
import { subscriptionsMachine } from "./commerce/subscriptions.machine";
import { checklistFillMachine } from "./evaluations/checklist-fill.machine";
import { templateAuthoringMachine } from "./evaluations/template-authoring.machine";
import { faqEditorMachine } from "./information/faq-editor.machine";
import { faqEntryMachine } from "./information/faq-entry.machine";
import { headerSearchMachine } from "./information/header-search.machine";
import { keysetListMachine } from "./lists/keyset-list.machine";
import { rowActionMachine } from "./lists/row-action.machine";
import { screenLoadMachine } from "./loads/screen-load.machine";
import { postDetailMachine } from "./posts/post-detail.machine";
import { postFormMachine } from "./posts/post-form.machine";
import { actingAsMachine } from "./session/acting-as.machine";
import { sessionMachine } from "./session/session.machine";
import { storeSelectionMachine } from "./session/store-selection.machine";
import { tokenRefreshMachine } from "./session/token-refresh.machine";
import { pendingAccountsMachine } from "./staff/pending-accounts.machine";
import { recordFormMachine } from "./store-operations/record-form.machine";
import { stockCountMachine } from "./store-operations/stock-count.machine";
import { taskFormMachine } from "./tasks/task-form.machine";
import { oldTicketMachine } from "./tickets/old-ticket.machine";
import { ticketDetailMachine } from "./tickets/ticket-detail.machine";
import { ticketFormDataMachine } from "./tickets/ticket-form-data.machine";
import { ticketReplyMachine } from "./tickets/ticket-reply.machine";
import { ticketMachine } from "./tickets/ticket.machine";
import { examAuthoringMachine } from "./training/exam-authoring.machine";
import { examTakingMachine } from "./training/exam-taking.machine";
import { noteFileFormMachine } from "./training/note-file-form.machine";

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
  register("account/account-action.machine.ts", accountActionMachine),
  register("account/password-change.machine.ts", passwordChangeMachine),
  register("account/profile-form.machine.ts", profileFormMachine),
  register("admin/admin-form.machine.ts", adminFormMachine),
  register("auth/complete-registration.machine.ts", completeRegistrationMachine),
  register("auth/email-verify.machine.ts", emailVerifyMachine),
  register("auth/forgot-password.machine.ts", forgotPasswordMachine),
  register("auth/registration.machine.ts", registrationMachine),
  register("auth/reset-password.machine.ts", resetPasswordMachine),
  register("calendar/meeting-calendar.machine.ts", meetingCalendarMachine),
  register("calendar/meeting-schedule.machine.ts", meetingScheduleMachine),
  register("commerce/store-figures.machine.ts", storeFiguresMachine),
  register("commerce/subscriptions.machine.ts", subscriptionsMachine),
  register("evaluations/checklist-fill.machine.ts", checklistFillMachine),
  register("evaluations/template-authoring.machine.ts", templateAuthoringMachine),
  register("information/faq-editor.machine.ts", faqEditorMachine),
  register("information/faq-entry.machine.ts", faqEntryMachine),
  register("information/header-search.machine.ts", headerSearchMachine),
  register("lists/keyset-list.machine.ts", keysetListMachine),
  register("lists/row-action.machine.ts", rowActionMachine),
  register("loads/screen-load.machine.ts", screenLoadMachine),
  register("posts/post-detail.machine.ts", postDetailMachine),
  register("posts/post-form.machine.ts", postFormMachine),
  register("session/acting-as.machine.ts", actingAsMachine),
  register("session/session.machine.ts", sessionMachine),
  register("session/store-selection.machine.ts", storeSelectionMachine),
  register("session/token-refresh.machine.ts", tokenRefreshMachine),
  register("staff/pending-accounts.machine.ts", pendingAccountsMachine),
  register("store-operations/record-form.machine.ts", recordFormMachine),
  register("store-operations/stock-count.machine.ts", stockCountMachine),
  register("tasks/task-form.machine.ts", taskFormMachine),
  register("tickets/old-ticket.machine.ts", oldTicketMachine),
  register("tickets/ticket-detail.machine.ts", ticketDetailMachine),
  register("tickets/ticket-form-data.machine.ts", ticketFormDataMachine),
  register("tickets/ticket-reply.machine.ts", ticketReplyMachine),
  register("tickets/ticket.machine.ts", ticketMachine),
  register("training/exam-authoring.machine.ts", examAuthoringMachine),
  register("training/exam-taking.machine.ts", examTakingMachine),
  register("training/note-file-form.machine.ts", noteFileFormMachine),
];

export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
