import { assign, setup } from "xstate";
import type { AppLanguage } from "../../core/constants/language-constants";
import { LOADER_DELAY_MS } from "../../core/constants/portal-constants";
import type { CompanyDetails } from "../../core/schemas/company-details";
import type { TokenData } from "../../core/schemas/token-data";
import type { Translations } from "../../core/schemas/translations";
import type { User } from "../../core/schemas/user";
import type { LoginField } from "../../core/validation/login";
import { isLoginSubmittable, validateLoginForm } from "../../core/validation/login";
import type { ValidationKey } from "../../core/validation/validation-key";
import { failureMessageKey, failureStatus, isNetworkFailure, NETWORK_ERROR_KEY } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { sessionJourney } from "./session.journey";

export const SESSION_MACHINE_VERSION = "1";

/** A custom page of the sidebar (GET pages), as far as the session needs to know it. */
export interface SessionPage {
  readonly id: number;
  readonly identifier: string;
  readonly title: { readonly gr: string; readonly en: string };
  readonly url: string | null;
}

/** What is loaded after the user (spec 4 "Login"): company details, translations, pages. */
export interface SessionData {
  readonly company: CompanyDetails | undefined;
  readonly translations: Translations;
  readonly pages: ReadonlyArray<SessionPage>;
  /**
   * The base load's `azureUser` flag: the azureUser role's user-type check needs it (spec 6).
   * Absent when the base load failed: then the flag is false.
   */
  readonly azureUser?: boolean | undefined;
}

export interface SessionInput {
  /** A login is stored (page reload): restore it instead of showing the login screen. */
  readonly hasStoredLogin: boolean;
  /** This page load is the corporate identity provider's redirect back. */
  readonly isCorporateReturn: boolean;
  readonly language: AppLanguage;
}

export interface SessionContext {
  readonly language: AppLanguage;
  readonly user: User | undefined;
  readonly company: CompanyDetails | undefined;
  readonly translations: Translations;
  readonly pages: ReadonlyArray<SessionPage>;
  readonly azureUser: boolean;
  /** Message key of the last sign-in failure, shown on the login screen. */
  readonly errorKey: string | undefined;
  readonly loginErrors: { readonly [K in LoginField]: readonly ValidationKey[] } | undefined;
  /** True while the session came from storage (reload): no jump to /dashboard, failures go to /. */
  readonly restored: boolean;
  /** This page load returns from the corporate identity provider. */
  readonly corporateReturn: boolean;
  /** The provider's id token between the redirect return and its exchange for our tokens. */
  readonly idToken: string | undefined;
}

export type SessionEvent =
  | { readonly type: "user.submitPassword"; readonly username: string; readonly password: string }
  | { readonly type: "user.signInCorporate" }
  | { readonly type: "user.setLanguage"; readonly language: AppLanguage }
  | { readonly type: "user.logout" }
  /** The acting-as machine switched the stored login: load the (other) user. */
  | { readonly type: "actingAs.switched" }
  /** Another tab removed the stored login (storage event). */
  | { readonly type: "tabs.loggedOut" };

/** Spec 8: login 422 → wrong username/password; network → a translated network message. */
export function passwordLoginErrorKey(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_KEY;
  const status = failureStatus(error);
  if (status === 422 || status === 401) return "b2b_wrong_username_password";
  return failureMessageKey(error);
}

/** Spec 8: identity-provider login 404 → user not found, 422 → wrong credentials. */
export function corporateLoginErrorKey(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_KEY;
  const status = failureStatus(error);
  if (status === 404) return "b2b_user_not_found";
  if (status === 422 || status === 401) return "b2b_wrong_username_password";
  return failureMessageKey(error);
}

type SubmitPassword = Extract<SessionEvent, { readonly type: "user.submitPassword" }>;
const credentials = ({ event }: { readonly event: SubmitPassword }) => ({
  username: event.username,
  password: event.password,
});

/**
 * What the login form sends while it is on screen: ready and reloadingTranslations (a language
 * switch keeps the form mounted, so a submit meanwhile is handled as in ready) answer it alike.
 */
/** The language a `user.setLanguage` chose (the only event these actions follow). */
const chosenLanguage = ({
  context,
  event,
}: {
  readonly context: SessionContext;
  readonly event: SessionEvent;
}) => ({
  language: event.type === "user.setLanguage" ? event.language : context.language,
});

/** A language switch, wherever the session is: take it, and remember it on this device. */
const SWITCH_LANGUAGE = [
  { type: "setLanguage", params: chosenLanguage },
  { type: "storeLanguage", params: chosenLanguage },
] as const;

const LOGIN_FORM_EVENTS = {
  "user.submitPassword": [
    {
      guard: { type: "loginFormValid", params: credentials },
      target: "#session.signingIn.password",
      actions: "clearLoginError",
    },
    // The server's answer to the previous try goes: it spoke of other input (issue 33 saw "wrong
    // username/password" stay beside "enter your mobile").
    { actions: ["clearLoginServerError", { type: "showLoginFieldErrors", params: credentials }] },
  ],
  "user.signInCorporate": {
    target: "#session.signingIn.corporate",
    actions: "clearLoginError",
  },
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  delays: {
    /** Spec 4/9: login screens keep the loader this long after translations load. */
    loaderDelay: LOADER_DELAY_MS,
  },
  actors: {
    loadTranslations: notProvided<Translations, { readonly language: AppLanguage }>("loadTranslations"),
    login: notProvided<TokenData, { readonly username: string; readonly password: string }>("login"),
    /** Loads MSAL and leaves for the identity provider; resolves only if the page stays. */
    startCorporateSignIn: notProvided<void>("startCorporateSignIn"),
    /** On the redirect return: the provider's id token, or undefined when there is none. */
    completeCorporateSignIn: notProvided<string | undefined>("completeCorporateSignIn"),
    loginCorporate: notProvided<TokenData, { readonly idToken: string }>("loginCorporate"),
    loadUser: notProvided<User>("loadUser"),
    loadSessionData: notProvided<SessionData, { readonly user: User; readonly language: AppLanguage }>(
      "loadSessionData",
    ),
    logout: notProvided<void>("logout"),
  },
  actions: {
    // Effects provided at the edge (composition root); defaults do nothing.
    storeTokens: edgeAction<{ readonly tokens: TokenData }>(),
    storeLanguage: edgeAction<{ readonly language: AppLanguage }>(),
    /** Forget the stored login (tokens, master session, location, flags). */
    clearSession: () => undefined,
    /** Full reload of the app root. */
    goRoot: () => undefined,
    /** Route to /dashboard after a fresh sign-in. */
    goToDashboard: () => undefined,
    setLanguage: assign({
      language: (_, params: { readonly language: AppLanguage }) => params.language,
    }),
    showLoginError: assign({
      errorKey: (_, params: { readonly key: string }) => params.key,
    }),
    clearLoginError: assign({ errorKey: undefined, loginErrors: undefined }),
    clearLoginServerError: assign({ errorKey: undefined }),
    showLoginFieldErrors: assign({
      loginErrors: (_, params: { readonly username: string; readonly password: string }) =>
        validateLoginForm({ username: params.username, pass: params.password }),
    }),
    forgetUser: assign({ user: undefined, company: undefined, pages: [], azureUser: false }),
    keepSessionData: assign((_, params: { readonly data: SessionData }) => ({
      company: params.data.company,
      translations: params.data.translations,
      pages: params.data.pages,
      azureUser: params.data.azureUser === true,
    })),
  },
  guards: {
    isCorporateReturn: ({ context }) => context.corporateReturn,
    isRestored: ({ context }) => context.restored,
    loginFormValid: (_, params: { readonly username: string; readonly password: string }) =>
      isLoginSubmittable({ username: params.username, pass: params.password }),
  },
}).createMachine({
  id: "session",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: sessionJourney },
  version: SESSION_MACHINE_VERSION,
  context: ({ input }) => ({
    language: input.language,
    user: undefined,
    company: undefined,
    translations: {},
    pages: [],
    azureUser: false,
    errorKey: undefined,
    loginErrors: undefined,
    restored: input.hasStoredLogin,
    corporateReturn: input.isCorporateReturn,
    idToken: undefined,
  }),
  initial: "restoring",
  states: {
    restoring: {
      // Decided from input only: the composition root reads storage and the URL once.
      always: [
        { guard: "isCorporateReturn", target: "signingIn.corporate.completing" },
        { guard: "isRestored", target: "loadingUser" },
        { target: "anonymous" },
      ],
    },
    anonymous: {
      initial: "loadingTranslations",
      on: {
        "user.setLanguage": {
          target: ".loadingTranslations",
          actions: SWITCH_LANGUAGE,
        },
      },
      states: {
        loadingTranslations: {
          invoke: {
            id: "loadTranslations",
            src: "loadTranslations",
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: "showingLoader",
              actions: assign({ translations: ({ event }) => event.output }),
            },
            // Missing translations show as their keys (DESIGN.md); the login still works.
            onError: { target: "showingLoader" },
          },
        },
        showingLoader: {
          after: { loaderDelay: { target: "ready" } },
        },
        ready: {
          on: {
            "user.setLanguage": {
              target: "reloadingTranslations",
              actions: SWITCH_LANGUAGE,
            },
            ...LOGIN_FORM_EVENTS,
          },
        },
        // A language switch once the form is on screen: the texts reload behind the form, which stays
        // mounted (no loader: the spec's loader is for the first arrival), so what was typed survives
        // and a submit meanwhile is handled as in ready.
        reloadingTranslations: {
          invoke: {
            id: "reloadTranslations",
            src: "loadTranslations",
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: "ready",
              actions: assign({ translations: ({ event }) => event.output }),
            },
            onError: { target: "ready" },
          },
          on: {
            // Another switch before the texts came: start over, so the newest choice is loaded.
            "user.setLanguage": {
              target: "reloadingTranslations",
              reenter: true,
              actions: SWITCH_LANGUAGE,
            },
            ...LOGIN_FORM_EVENTS,
          },
        },
      },
    },
    signingIn: {
      initial: "password",
      states: {
        password: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) =>
              event.type === "user.submitPassword"
                ? { username: event.username, password: event.password }
                : { username: "", password: "" },
            onDone: {
              target: "#session.loadingUser",
              actions: [
                { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
                assign({ restored: false }),
              ],
            },
            onError: {
              target: "#session.anonymous.ready",
              actions: {
                type: "showLoginError",
                params: ({ event }) => ({ key: passwordLoginErrorKey(event.error) }),
              },
            },
          },
        },
        corporate: {
          initial: "redirecting",
          states: {
            redirecting: {
              invoke: {
                id: "startCorporateSignIn",
                src: "startCorporateSignIn",
                // Resolving means the page did not leave (no provider configured, popup blocked).
                onDone: { target: "#session.anonymous.ready" },
                onError: {
                  target: "#session.anonymous.ready",
                  actions: {
                    type: "showLoginError",
                    params: ({ event }) => ({ key: corporateLoginErrorKey(event.error) }),
                  },
                },
              },
            },
            completing: {
              invoke: {
                id: "completeCorporateSignIn",
                src: "completeCorporateSignIn",
                onDone: [
                  {
                    guard: ({ event }) => event.output !== undefined,
                    target: "exchanging",
                    actions: assign({ idToken: ({ event }) => event.output }),
                  },
                  { target: "#session.anonymous" },
                ],
                onError: {
                  target: "#session.anonymous",
                  actions: {
                    type: "showLoginError",
                    params: ({ event }) => ({ key: corporateLoginErrorKey(event.error) }),
                  },
                },
              },
            },
            exchanging: {
              invoke: {
                id: "loginCorporate",
                src: "loginCorporate",
                input: ({ context }) => ({ idToken: context.idToken ?? "" }),
                onDone: {
                  target: "#session.loadingUser",
                  actions: [
                    { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
                    assign({ restored: false, idToken: undefined }),
                  ],
                },
                onError: {
                  target: "#session.anonymous",
                  actions: [
                    assign({ idToken: undefined }),
                    {
                      type: "showLoginError",
                      params: ({ event }) => ({ key: corporateLoginErrorKey(event.error) }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    loadingUser: {
      invoke: {
        id: "loadUser",
        src: "loadUser",
        onDone: {
          target: "loadingCompanyTranslationsPages",
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: [
          {
            // Spec 8: failure to load the user on first navigation clears the session, goes to /.
            guard: "isRestored",
            target: "anonymous",
            actions: ["clearSession", "forgetUser", "goRoot"],
          },
          {
            target: "anonymous",
            actions: [
              "clearSession",
              "forgetUser",
              {
                type: "showLoginError",
                params: ({ event }) => ({ key: failureMessageKey(event.error) }),
              },
            ],
          },
        ],
      },
    },
    loadingCompanyTranslationsPages: {
      invoke: {
        id: "loadSessionData",
        src: "loadSessionData",
        input: ({ context }) => ({ user: context.user as User, language: context.language }),
        onDone: [
          {
            guard: "isRestored",
            target: "authenticated",
            actions: { type: "keepSessionData", params: ({ event }) => ({ data: event.output }) },
          },
          {
            target: "authenticated",
            actions: [
              { type: "keepSessionData", params: ({ event }) => ({ data: event.output }) },
              "goToDashboard",
            ],
          },
        ],
        // Company, translations and pages only decorate the screens: enter without them.
        onError: [
          { guard: "isRestored", target: "authenticated" },
          { target: "authenticated", actions: "goToDashboard" },
        ],
      },
    },
    authenticated: {
      initial: "idle",
      on: {
        "user.logout": { target: "signingOut" },
        "actingAs.switched": { target: "loadingUser", actions: assign({ restored: false }) },
        "tabs.loggedOut": { actions: ["forgetUser", "goRoot"] },
        "user.setLanguage": {
          target: ".reloadingTranslations",
          actions: SWITCH_LANGUAGE,
        },
      },
      states: {
        idle: {},
        reloadingTranslations: {
          invoke: {
            id: "reloadTranslations",
            src: "loadTranslations",
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: "idle",
              actions: assign({ translations: ({ event }) => event.output }),
            },
            onError: { target: "idle" },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        id: "logout",
        src: "logout",
        // Spec 4: server call, clear, reload to / — whatever the server answered.
        onDone: { target: "signedOut" },
        onError: { target: "signedOut" },
      },
    },
    signedOut: {
      type: "final",
      entry: ["clearSession", "forgetUser", "goRoot"],
    },
  },
});
