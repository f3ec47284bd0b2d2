import type { ForgotPasswordPayload } from "../../../core/schemas/auth-forms";
import type { LoginSessionState, LoginSignInEvent } from "../screen-bindings";
import type { FlowsPort } from "../../../machines/auth/public-flows-ports";
import type { Binding } from "../../platform/session-view";
import { derivedView, type ViewStore } from "../../platform/view-store";
import { api } from "./api";
import { drafts, navigation } from "./outside-world";
import { session } from "./session-actor";
import { currentExtras, subscribeExtras } from "./shell-extras";

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
  checkResetLink: (hash) => api.checkResetLink(hash),
  resetPassword: (body) => api.resetPassword(body),
  verifyEmailByHash: (hash) => api.verifyEmailByHash(hash),
  // The decoder (effect/Schema) loads with the terms, not with the login route.
  terms: () =>
    import("../../../core/information/information-wire").then((m) =>
      api.request({
        method: "GET",
        path: "public_pages/terms",
        auth: { kind: "none" },
        decode: m.decodePageDetail,
      }),
    ),
  goTo: (path) => navigation.goTo(path),
  drafts,
};

/** The login screen as the session sees it; the reset-by-email form is the screen's own flow. */
export const loginStore: ViewStore<Binding<LoginSessionState, LoginSignInEvent>> = derivedView(
  (onChange) => {
    const subscription = session.subscribe(onChange);
    const stopExtras = subscribeExtras(onChange);
    return () => {
      subscription.unsubscribe();
      stopExtras();
    };
  },
  () => [session.getSnapshot(), currentExtras().corporateAvailable] as const,
  ([snapshot, corporateAvailable]) => {
    const loading =
      snapshot.matches({ anonymous: "loadingTranslations" }) ||
      snapshot.matches({ anonymous: "showingLoader" });
    const signingIn =
      snapshot.matches("signingIn") ||
      snapshot.matches("loadingUser") ||
      snapshot.matches("loadingCompanyTranslationsPages");
    return {
      state: {
        phase: loading
          ? "loading"
          : snapshot.matches({ signingIn: "corporate" })
            ? "corporateSigningIn"
            : signingIn
              ? "signingIn"
              : "ready",
        message:
          snapshot.context.errorKey === undefined
            ? undefined
            : { key: snapshot.context.errorKey, tone: "error" as const },
        corporateAvailable,
      },
      send: (event: LoginSignInEvent) => {
        if (event.type === "user.submit")
          session.send({ type: "user.submitPassword", username: event.username, password: event.pass });
        else session.send({ type: "user.signInCorporate" });
      },
    };
  },
);
