import type { MachineModel } from "../model-paths";
import { actingAsModel } from "./acting-as.model";
import { completeRegistrationModel } from "./complete-registration.model";
import { emailVerifyModel } from "./email-verify.model";
import { faqEditorModel } from "./faq-editor.model";
import { faqEntryModel } from "./faq-entry.model";
import { forgotPasswordModel } from "./forgot-password.model";
import { headerSearchModel } from "./header-search.model";
import { informationListModel } from "./information-list.model";
import { informationLoadModel } from "./information-load.model";
import { oldTicketModel } from "./old-ticket.model";
import { pendingAccountsModel } from "./pending-accounts.model";
import { registrationModel } from "./registration.model";
import { resetPasswordModel } from "./reset-password.model";
import { sessionModel } from "./session.model";
import { storeSelectionModel } from "./store-selection.model";
import { ticketDetailModel } from "./ticket-detail.model";
import { ticketFormDataModel } from "./ticket-form-data.model";
import { ticketListModel } from "./ticket-list.model";
import { ticketReplyModel } from "./ticket-reply.model";
import { ticketModel } from "./ticket.model";
import { tokenRefreshModel } from "./token-refresh.model";

/*
 * Every machine's model, by machine id: the model tests replay its paths, and
 * `npm run coverage:machines` reports what they cover. `machine-models.test.ts` fails when a
 * machine of machines/machine-registry.ts has none here.
 */
export const machineModels: ReadonlyMap<string, MachineModel> = new Map(
  [
    actingAsModel,
    completeRegistrationModel,
    emailVerifyModel,
    faqEditorModel,
    faqEntryModel,
    forgotPasswordModel,
    headerSearchModel,
    informationListModel,
    informationLoadModel,
    oldTicketModel,
    pendingAccountsModel,
    registrationModel,
    resetPasswordModel,
    sessionModel,
    storeSelectionModel,
    ticketDetailModel,
    ticketFormDataModel,
    ticketListModel,
    ticketReplyModel,
    ticketModel,
    tokenRefreshModel,
  ].map((model) => [model.machine.id, model]),
);
