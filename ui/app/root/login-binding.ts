import { useSelector } from "@xstate/react";
import type { ForgotPasswordPayload } from "../../../core/schemas/auth-forms";
import type { LoginEvent, LoginViewState } from "../../features/auth/login/login-view";
import type { FlowsPort } from "../flow-ports";
import { useResetByEmailFlow } from "../flows/use-reset-by-email-flow";
import type { Binding } from "../screen-bindings";
import { api } from "./api";
import { drafts, navigation } from "./outside-world";
import { session } from "./session-actor";
import { useExtras } from "./shell-extras";

/* The login screen and the public flows' ports. */

export const flows: FlowsPort = {
  stores: () => api.stores(),
  jobs: () => api.jobs(),
  register: (body) => api.register(body),
  registeredData: (hash) => api.registeredData(hash),
  verifyMobile: (hash) => api.verifyMobile(hash),
  activate: (payload) => api.activate(payload),
  // The machine only submits a form core/validation passed, country code included.
  forgotPassword: (payload) => api.forgotPassword(payload as ForgotPasswordPayload),
  forgotPasswordByEmail: (email) => api.forgotPasswordByEmail(email),
  resetPassword: (body) => api.resetPassword(body),
  verifyEmailByHash: (hash) => api.verifyEmailByHash(hash),
  goTo: (path) => navigation.goTo(path),
  drafts,
};

export function useLogin(): Binding<LoginViewState, LoginEvent> {
  const snapshot = useSelector(session, (s) => s);
  const { corporateAvailable } = useExtras();
  const resetByEmail = useResetByEmailFlow(flows);
  const loading =
    snapshot.matches({ anonymous: "loadingTranslations" }) ||
    snapshot.matches({ anonymous: "showingLoader" });
  const signingIn =
    snapshot.matches("signingIn") ||
    snapshot.matches("loadingUser") ||
    snapshot.matches("loadingCompanyTranslationsPages");
  const state: LoginViewState = {
    phase: loading
      ? "loading"
      : snapshot.matches({ signingIn: "corporate" })
        ? "corporateSigningIn"
        : signingIn
          ? "signingIn"
          : "ready",
    message:
      snapshot.context.errorKey === undefined ? undefined : { key: snapshot.context.errorKey, tone: "error" },
    corporateAvailable,
    resetByEmail: resetByEmail.state,
  };
  const send = (event: LoginEvent) => {
    if (event.type === "user.submit")
      session.send({ type: "user.submitPassword", username: event.username, password: event.pass });
    else if (event.type === "user.signInCorporate") session.send({ type: "user.signInCorporate" });
    else resetByEmail.request(event.email);
  };
  return { state, send };
}
