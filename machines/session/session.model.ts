import { LOADER_DELAY_MS } from "../../core/constants/portal-constants";
import type { TokenData } from "../../core/schemas/token-data";
import type { User } from "../../core/schemas/user";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import type { SessionData, SessionInput } from "./session.machine";
import { sessionMachine } from "./session.machine";

/* The session machine's model, and the fixtures its actor tests share with it. */

export const TOKENS = { access_token: "a", refresh_token: "r" } as TokenData;
export const USER = { id: 7, account_id: 3, portal_user_role: "user" } as unknown as User;
export const DATA: SessionData = {
  company: { url: null, twitter: null, facebook: null },
  translations: { b2b_hello: { gr: "Γεια", en: "Hello" } },
  pages: [],
  azureUser: false,
};
export const httpError = (status: number, messageKey = "b2b_x") => ({
  _tag: "HttpError",
  status,
  messageKey,
});
export const networkError = { _tag: "NetworkError", messageKey: "b2b_network_error" };

export const ANONYMOUS: SessionInput = { hasStoredLogin: false, isCorporateReturn: false, language: "el-GR" };

const catalogue = {
  "user.submitPassword": [
    { type: "user.submitPassword", username: "6912345678", password: "secret" },
    { type: "user.submitPassword", username: "", password: "" },
  ],
  "user.setLanguage": [{ type: "user.setLanguage", language: "en-US" }],
  "xstate.done.actor.loadTranslations": [doneEvent("loadTranslations", DATA.translations)],
  "xstate.done.actor.reloadTranslations": [doneEvent("reloadTranslations", DATA.translations)],
  "xstate.done.actor.login": [doneEvent("login", TOKENS)],
  "xstate.error.actor.login": [errorEvent("login", httpError(422))],
  "xstate.done.actor.completeCorporateSignIn": [
    doneEvent("completeCorporateSignIn", "id-token"),
    doneEvent("completeCorporateSignIn", undefined),
  ],
  "xstate.error.actor.completeCorporateSignIn": [errorEvent("completeCorporateSignIn", networkError)],
  "xstate.done.actor.loginCorporate": [doneEvent("loginCorporate", TOKENS)],
  "xstate.error.actor.loginCorporate": [errorEvent("loginCorporate", httpError(404))],
  "xstate.error.actor.startCorporateSignIn": [errorEvent("startCorporateSignIn", networkError)],
  "xstate.done.actor.loadUser": [doneEvent("loadUser", USER)],
  "xstate.error.actor.loadUser": [errorEvent("loadUser", httpError(500))],
  "xstate.done.actor.loadSessionData": [doneEvent("loadSessionData", DATA)],
  "xstate.error.actor.loadSessionData": [errorEvent("loadSessionData", networkError)],
};

// Signed out, a stored login to restore, and the return from the corporate sign-in redirect.
const inputs: ReadonlyArray<SessionInput> = [
  ANONYMOUS,
  { ...ANONYMOUS, hasStoredLogin: true },
  { ...ANONYMOUS, isCorporateReturn: true },
];

export const sessionModel: MachineModel = {
  machine: sessionMachine,
  models: inputs.map((input) => ({
    input,
    events: eventsFromCatalogue(catalogue),
    // A restored login and a fresh one leave loading the user and its data by different transitions.
    project: (s: { context: { restored: boolean } }) => s.context.restored,
    delays: { loaderDelay: LOADER_DELAY_MS },
  })),
};
