import { createActor, fromPromise } from "xstate";
import { sessionMachine } from "../../../machines/session/session.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { api, forgetBaseLoad, loadAuthConfig, loadBase } from "./api";
import { corporate, initialLanguage, navigation, tokenStore } from "./outside-world";

/* The session actor: restore, sign-in (password or corporate), the user and what comes with it, sign-out. */

export const session = createActor(
  sessionMachine.provide({
    actors: {
      loadTranslations: fromPromise(() => api.translations()),
      login: fromPromise(({ input }) => api.login(input)),
      startCorporateSignIn: fromPromise(async () => {
        const { microsoft } = await loadAuthConfig();
        if (microsoft !== null) await corporate.start(microsoft);
      }),
      completeCorporateSignIn: fromPromise(async () => {
        const { microsoft } = await loadAuthConfig();
        return microsoft === null ? undefined : corporate.complete(microsoft);
      }),
      loginCorporate: fromPromise(({ input }) => api.loginMicrosoft(input.idToken)),
      // Spec 3 keeps the external-portal flag with the login; user/me carries it (a host without
      // it reads as false), so it is written each time a user, or an acted-as user, is loaded.
      loadUser: fromPromise(async () => {
        const user = await api.me();
        tokenStore.writeExternalPortal(user.external_portal === true);
        return user;
      }),
      loadSessionData: fromPromise(async ({ input }) => {
        forgetBaseLoad(); // a user (perhaps another one after acting-as) gets their own base load
        const [translations, pages, company, azureUser] = await Promise.all([
          api.translations().catch(() => ({})),
          api.pages().catch(() => []),
          input.user.account_id === null
            ? undefined
            : api.company(input.user.account_id).catch(() => undefined),
          // Spec 6: the azureUser role's check reads the base load's flag; no base load, no flag.
          loadBase().then(
            (base) => base.azureUser,
            () => false,
          ),
        ]);
        return { translations, pages, company, azureUser };
      }),
      logout: fromPromise(() => api.logout()),
    },
    actions: {
      storeTokens: (_, params) => tokenStore.writeTokens(params.tokens),
      storeLanguage: (_, params) => tokenStore.writeLanguage(params.language),
      clearSession: () => tokenStore.clearLogin(),
      goRoot: () => navigation.goRoot(),
      // The router sends a signed-in user on a public route to /dashboard by itself.
      goToDashboard: () => undefined,
    },
  }),
  {
    inspect: inspectionRelay.inspect,
    input: {
      hasStoredLogin: tokenStore.readTokens() !== undefined,
      isCorporateReturn: corporate.isReturning(),
      language: initialLanguage,
    },
  },
);
