import type { MachineModel } from "../model-paths";
import { accountActionModel } from "./account-action.model";
import { actingAsModel } from "./acting-as.model";
import { storeFiguresModel, subscriptionsModel } from "./commerce.model";
import { completeRegistrationModel } from "./complete-registration.model";
import { emailVerifyModel } from "./email-verify.model";
import { examAuthoringModel } from "./exam-authoring.model";
import { noteFileFormModel } from "./note-file-form.model";
import { examTakingModel } from "./exam-taking.model";
import { forgotPasswordModel } from "./forgot-password.model";
import { meetingCalendarModel } from "./meeting-calendar.model";
import { meetingScheduleModel } from "./meeting-schedule.model";
import { faqEditorModel } from "./faq-editor.model";
import { faqEntryModel } from "./faq-entry.model";
import { headerSearchModel } from "./header-search.model";
import { keysetListModel } from "./keyset-list.model";
import { rowActionModel } from "./row-action.model";
import { screenLoadModel } from "./screen-load.model";
import { oldTicketModel } from "./old-ticket.model";
import { passwordChangeModel } from "./password-change.model";
import { pendingAccountsModel } from "./pending-accounts.model";
import { profileFormModel } from "./profile-form.model";
import { registrationModel } from "./registration.model";
import { resetPasswordModel } from "./reset-password.model";
import { sessionModel } from "./session.model";
import { storeSelectionModel } from "./store-selection.model";
import { taskFormModel } from "./task-form.model";
import { checklistFillModel } from "./checklist-fill.model";
import { templateAuthoringModel } from "./template-authoring.model";
import { recordFormModel, stockCountModel } from "./store-operations.model";
import { ticketDetailModel } from "./ticket-detail.model";
import { ticketFormDataModel } from "./ticket-form-data.model";
import { ticketReplyModel } from "./ticket-reply.model";
import { ticketModel } from "./ticket.model";
import { tokenRefreshModel } from "./token-refresh.model";
import { postDetailModel } from "./post-detail.model";
import { postFormModel } from "./post-form.model";

/*
 * Every machine's model, by machine id: the model tests replay its paths, and
 * `npm run coverage:machines` reports what they cover. `machine-models.test.ts` fails when a
 * machine of machines/machine-registry.ts has none here.
 */
export const machineModels: ReadonlyMap<string, MachineModel> = new Map(
  [
    accountActionModel,
    actingAsModel,
    checklistFillModel,
    completeRegistrationModel,
    emailVerifyModel,
    examAuthoringModel,
    examTakingModel,
    noteFileFormModel,
    forgotPasswordModel,
    meetingCalendarModel,
    meetingScheduleModel,
    faqEditorModel,
    faqEntryModel,
    headerSearchModel,
    keysetListModel,
    screenLoadModel,
    oldTicketModel,
    passwordChangeModel,
    pendingAccountsModel,
    profileFormModel,
    postDetailModel,
    postFormModel,
    registrationModel,
    resetPasswordModel,
    sessionModel,
    storeFiguresModel,
    storeSelectionModel,
    subscriptionsModel,
    taskFormModel,
    rowActionModel,
    templateAuthoringModel,
    recordFormModel,
    stockCountModel,
    ticketDetailModel,
    ticketFormDataModel,
    ticketReplyModel,
    ticketModel,
    tokenRefreshModel,
  ].map((model) => [model.machine.id, model]),
);
