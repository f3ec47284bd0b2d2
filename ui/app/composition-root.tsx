import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import { type AppLanguage, type OfferedLanguage } from "../../core/constants/language-constants";
import { API_BASE_PATH, HEAD_OFFICE_COMPANY, ROUTER_BASE } from "../../core/constants/portal-constants";
import { avatarUrl } from "../../core/constants/avatar-url";
import { roleFromUser } from "../../core/permissions/role";
import { resolveLocation } from "../../core/rules/default-location";
import { appLanguageOrDefault } from "../../core/rules/language-codes";
import { createApiClient } from "../../adapters/api/api-client";
import { createRefreshCoordinator } from "../../adapters/auth/refresh-coordinator";
import { createBrowserNavigation } from "../../adapters/navigation/navigation";
import { readApiConfig } from "../../adapters/config/api-config";
import { createCorporateSignIn } from "../../adapters/msal/corporate-sign-in";
import { createTokenStore } from "../../adapters/storage/token-store";
import { failureMessageKey } from "../../machines/api-failure";
import { sessionMachine } from "../../machines/session.machine";
import { I18nProvider } from "../i18n/i18n-context";
import type { ShellEvent, ShellStore, ShellViewState } from "../layout/shell-state";
import type { LoginEvent, LoginViewState } from "../screens/login/login-view";
import type { ApiDocsViewState } from "../screens/api-docs/api-docs-view";
import type { DashboardViewState } from "../screens/dashboard/dashboard-view";
import { applyBrandColours } from "../theme/apply-brand-colours";
import { brandPalette } from "../theme/brand-colours";
import { createInterimFlows } from "./interim-flows";
import { BindingsProvider, type ScreenBindings, type SessionView } from "./screen-bindings";
import { App } from "./app";
import { Temporal } from "temporal-polyfill";

/*
 * The one place where adapters meet machines and views. Everything here runs once per page load:
 * the adapters, the session actor (one per app, so it lives at module level) and the bindings.
 */

const config = readApiConfig();
const tokenStore = createTokenStore({ storage: window.localStorage, events: window });
const navigation = createBrowserNavigation();
const corporate = createCorporateSignIn({
  location: window.location,
  redirectUri: `${window.location.origin}${ROUTER_BASE}`,
});

const initialLanguage: AppLanguage = appLanguageOrDefault(tokenStore.readLanguage());
let currentLanguage: AppLanguage = initialLanguage;

// The API client asks the coordinator for a fresh token on a 401; the coordinator refreshes through the client.
let refreshAccessToken: () => Promise<string> = () => Promise.reject(new Error("not ready"));
const api = createApiClient({
  host: config.host,
  tokens: tokenStore,
  language: () => currentLanguage,
  onUnauthorized: () => refreshAccessToken(),
});
const coordinator = createRefreshCoordinator({
  tokens: tokenStore,
  refresh: (refreshToken) => api.refreshToken(refreshToken),
  onSessionExpired: () => navigation.goRoot(),
});
refreshAccessToken = () => coordinator.refresh();

let authConfig: ReturnType<typeof api.authConfig> | undefined;
const loadAuthConfig = () => (authConfig ??= api.authConfig());

const colours = tokenStore.readColours();
applyBrandColours(brandPalette(colours?.primary, colours?.secondary));

const session = createActor(
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
      loadUser: fromPromise(() => api.me()),
      loadSessionData: fromPromise(async ({ input }) => {
        const [translations, pages, company] = await Promise.all([
          api.translations().catch(() => ({})),
          api.pages().catch(() => []),
          input.user.account_id === null
            ? undefined
            : api.company(input.user.account_id).catch(() => undefined),
        ]);
        return { translations, pages, company };
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
    input: {
      hasStoredLogin: tokenStore.readTokens() !== undefined,
      isCorporateReturn: corporate.isReturning(),
      language: initialLanguage,
    },
  },
);
session.start();

type SessionSnapshot = SnapshotFrom<typeof session>;

// ---- Shell extras the session machine does not load (yet): stores, auth config, employees --------

interface ShellExtras {
  readonly stores: readonly ShellStore[];
  readonly selectedStoreId: number | undefined;
  readonly learningUrl: string | undefined;
  readonly corporateAvailable: boolean;
  readonly employees: ShellViewState["employees"];
}

const NO_EXTRAS: ShellExtras = {
  stores: [],
  selectedStoreId: undefined,
  learningUrl: undefined,
  corporateAvailable: false,
  employees: [],
};
const ExtrasContext = createContext<readonly [ShellExtras, (storeId: number) => void]>([NO_EXTRAS, () => {}]);

function ExtrasProvider({ children }: { readonly children: ReactNode }) {
  const [extras, setExtras] = useState<ShellExtras>(NO_EXTRAS);
  const signedIn = useSelector(session, (snapshot) => snapshot.matches("authenticated"));
  const userId = useSelector(session, (snapshot) => snapshot.context.user?.id);
  useEffect(() => {
    loadAuthConfig().then(
      (answer) =>
        setExtras((e) => ({
          ...e,
          learningUrl: answer.learning_url ?? undefined,
          corporateAvailable: answer.microsoft !== null,
        })),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    api.base(tokenStore.readLocation()).then(
      (base) => {
        const stores = base.franchiseStores.map((store) => ({
          id: store.id,
          title: store.title,
          warehouse: store.warehouse_id,
        }));
        // Spec 4: with no location selected, the first franchise store becomes the selection.
        const chosen = resolveLocation(
          { locationId: tokenStore.readLocation() ?? null, warehouseId: tokenStore.readWarehouse() ?? null },
          stores.map((store) => ({ id: store.id as number, warehouse_id: store.warehouse as number })),
        );
        setExtras((e) => ({ ...e, stores, selectedStoreId: chosen.locationId ?? undefined }));
      },
      () => undefined,
    );
    if (userId === 1)
      api.employees().then(
        (employees) => setExtras((e) => ({ ...e, employees })),
        () => undefined,
      );
  }, [signedIn, userId]);
  const selectStore = (storeId: number) => setExtras((e) => ({ ...e, selectedStoreId: storeId }));
  return <ExtrasContext value={[extras, selectStore]}>{children}</ExtrasContext>;
}

function sessionView(snapshot: SessionSnapshot, extras: ShellExtras): SessionView {
  const { user, restored } = snapshot.context;
  if (snapshot.matches("authenticated") && user !== undefined) {
    const role = roleFromUser(user);
    return {
      status: "signedIn",
      permission: {
        role: role ?? "user",
        user: { id: user.id, type: user.type, company: user.company },
        azure: role === "azureUser",
      },
      shell: {
        user: {
          id: user.id,
          firstName: user.f_name,
          lastName: user.l_name,
          avatarUrl: avatarUrl(config.host, user.id, user.avatar),
          role,
        },
        stores: extras.stores,
        selectedStoreId: extras.selectedStoreId,
        menu: undefined,
        pages: snapshot.context.pages,
        company: snapshot.context.company,
        externalPortal: tokenStore.readExternalPortal(),
        learningUrl: extras.learningUrl,
        employees: extras.employees,
        actingAs: tokenStore.readMaster() !== undefined,
        pendingExams: false,
      },
      profile: user,
      pages: snapshot.context.pages,
      dateFormat: { datePattern: user.stamp_format.date, timePattern: user.stamp_format.time },
    };
  }
  const loading =
    snapshot.matches("restoring") ||
    snapshot.matches("loadingUser") ||
    snapshot.matches("loadingCompanyTranslationsPages");
  return restored && loading ? { status: "restoring" } : { status: "signedOut" };
}

const flows = createInterimFlows({
  stores: () => api.stores(),
  jobs: () => api.jobs(),
  register: (body) => api.register(body),
  registeredData: (hash) => api.registeredData(hash),
  verifyMobile: (hash) => api.verifyMobile(hash),
  activate: (payload) => api.activate(payload),
  forgotPassword: (payload) => api.forgotPassword(payload),
  forgotPasswordByEmail: (email) => api.forgotPasswordByEmail(email),
  resetPassword: (body) => api.resetPassword(body),
  verifyEmailByHash: (hash) => api.verifyEmailByHash(hash),
  failureKey: failureMessageKey,
  goTo: (path) => navigation.goTo(path),
});

function useSession() {
  const snapshot = useSelector(session, (s) => s);
  const [extras, selectStore] = useContext(ExtrasContext);
  const state = useMemo(() => sessionView(snapshot, extras), [snapshot, extras]);
  const send = (event: ShellEvent) => {
    switch (event.type) {
      case "user.logout":
        session.send({ type: "user.logout" });
        return;
      case "user.selectStore": {
        const store = extras.stores.find((candidate) => candidate.id === event.storeId) as
          (ShellStore & { readonly warehouse?: number }) | undefined;
        if (store !== undefined)
          tokenStore.writeStore({ location: store.id, warehouse: store.warehouse ?? 0 });
        selectStore(event.storeId);
        return;
      }
      case "user.openExternalPortal":
        api.externalPortalUrl().then(
          (url) => window.open(url, "_blank", "noopener"),
          () => undefined,
        );
        return;
      case "user.actAs":
      case "user.actAsMaster":
        // Waits for the acting-as machine (machines/acting-as.machine.ts).
        return;
    }
  };
  return { state, send };
}

function useLogin() {
  const snapshot = useSelector(session, (s) => s);
  const [extras] = useContext(ExtrasContext);
  const [resetByEmail, setResetByEmail] = useState<LoginViewState["resetByEmail"]>({
    phase: "idle",
    message: undefined,
  });
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
    corporateAvailable: extras.corporateAvailable,
    resetByEmail,
  };
  const send = (event: LoginEvent) => {
    if (event.type === "user.submit")
      session.send({ type: "user.submitPassword", username: event.username, password: event.pass });
    else if (event.type === "user.signInCorporate") session.send({ type: "user.signInCorporate" });
    else {
      setResetByEmail({ phase: "sending", message: undefined });
      api.forgotPasswordByEmail(event.email).then(
        (answer) =>
          setResetByEmail({
            phase: "idle",
            message: { key: answer.message, tone: answer.status === "success" ? "success" : "error" },
          }),
        (error: unknown) =>
          setResetByEmail({ phase: "idle", message: { key: failureMessageKey(error), tone: "error" } }),
      );
    }
  };
  return { state, send };
}

function useDashboard(): DashboardViewState {
  const user = useSelector(session, (s) => s.context.user);
  // Posts and training material come with the dashboard machine; until then the widgets say so honestly.
  return {
    phase: "ready",
    firstName: user?.f_name ?? "",
    role: roleFromUser(user),
    now: Temporal.Now.instant(),
    posts: [],
    trainingMaterial: [],
  };
}

function useApiDocs(): ApiDocsViewState {
  const documentUrl = `${config.host}${API_BASE_PATH}/openapi.json`;
  const [state, setState] = useState<ApiDocsViewState>({
    phase: "loading",
    document: undefined,
    documentUrl,
  });
  useEffect(() => {
    let live = true;
    fetch(documentUrl, { headers: { Accept: "application/json" } })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (document: unknown) => live && setState({ phase: "ready", document, documentUrl }),
        () => live && setState({ phase: "failed", document: undefined, documentUrl }),
      );
    return () => {
      live = false;
    };
  }, [documentUrl]);
  return state;
}

const bindings: ScreenBindings = {
  useSession,
  useLogin,
  useDashboard,
  useApiDocs,
  ...flows,
  headOfficeCompany: HEAD_OFFICE_COMPANY,
};

function LanguageBridge({ children }: { readonly children: ReactNode }) {
  const translations = useSelector(session, (s) => s.context.translations);
  return (
    <I18nProvider
      initialLanguage={initialLanguage === "en-US" ? "en-US" : "el-GR"}
      serverTranslations={translations}
      onLanguageChange={(language: OfferedLanguage) => {
        currentLanguage = language;
        session.send({ type: "user.setLanguage", language });
      }}
    >
      {children}
    </I18nProvider>
  );
}

/** The app with its real adapters and machines. */
export function Root() {
  return (
    <LanguageBridge>
      <BindingsProvider bindings={bindings}>
        <ExtrasProvider>
          <App />
        </ExtrasProvider>
      </BindingsProvider>
    </LanguageBridge>
  );
}
