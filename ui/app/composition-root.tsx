import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useSelector } from "@xstate/react";
import { createActor, fromPromise, type Actor, type SnapshotFrom } from "xstate";
import type { AppLanguage } from "../../core/constants/language-constants";
import { API_BASE_PATH, HEAD_OFFICE_COMPANY, ROUTER_BASE } from "../../core/constants/portal-constants";
import { avatarUrl } from "../../core/constants/avatar-url";
import type { ForgotPasswordPayload } from "../../core/schemas/auth-forms";
import type { BaseLoad } from "../../core/schemas/base-load";
import { roleFromUser } from "../../core/permissions/role";
import { appLanguageOrDefault } from "../../core/rules/language-codes";
import { createApiClient } from "../../adapters/api/api-client";
import { REFRESH_CHANNEL_NAME, createRefreshCoordinator } from "../../adapters/auth/refresh-coordinator";
import { createBrowserNavigation } from "../../adapters/navigation/navigation";
import { readApiConfig } from "../../adapters/config/api-config";
import { createCorporateSignIn } from "../../adapters/msal/corporate-sign-in";
import { createDraftStore } from "../../adapters/storage/draft-store";
import { createTokenStore } from "../../adapters/storage/token-store";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";
import { version as appVersion } from "../../package.json";
import { DevToolsProvider, type DevToolsPort } from "../features/dev/dev-tools-context";
import { readOutbox } from "../features/dev/read-outbox";
import type { actingAsMachine } from "../../machines/session/acting-as.machine";
import { failureStatus } from "../../machines/api-failure";
import { sessionMachine } from "../../machines/session/session.machine";
import type { SelectedStore, storeSelectionMachine } from "../../machines/session/store-selection.machine";
import type { tokenRefreshMachine } from "../../machines/session/token-refresh.machine";
import type { ShellEvent, ShellMenuEntry } from "../layout/shell-state";
import type { LoginEvent, LoginViewState } from "../features/auth/login/login-view";
import type { ApiDocsViewState } from "../features/shell/api-docs/api-docs-view";
import type { DashboardViewState } from "../features/shell/dashboard/dashboard-view";
import { applyBrandColours } from "../theme/apply-brand-colours";
import { brandPalette } from "../theme/brand-colours";
import { useDashboardData, type DashboardPort } from "./dashboard-data";
import type { FlowsPort } from "./flow-ports";
import { useResetByEmailFlow } from "./flows/use-reset-by-email-flow";
import { LanguageBridge } from "./language-bridge";
import { BindingsProvider, type Binding, type ScreenBindings, type SessionView } from "./screen-bindings";
import { App } from "./app";
import type { TicketPorts } from "../../machines/tickets/ticket-ports";
import { TicketPortsProvider } from "../features/tickets/ticket-ports";

/*
 * The one place where adapters meet machines and views. Everything here runs once per page load:
 * the adapters, the session actor and, while someone is signed in, the token-refresh, acting-as and
 * store-selection actors. Screens get ports (plain functions) from here through the bindings.
 *
 * Budget note (DESIGN.md: login route ≤ 120 KB gzip): nothing imported statically here may pull
 * effect/Schema or temporal-polyfill; the API client decodes after-login answers with schema
 * modules it imports on first use, and the clock is imported where a screen needs "now".
 */

const config = readApiConfig();
const tokenStore = createTokenStore({ storage: window.localStorage, events: window });
const drafts = createDraftStore(window.sessionStorage);
const navigation = createBrowserNavigation();
const corporate = createCorporateSignIn({
  location: window.location,
  redirectUri: `${window.location.origin}${ROUTER_BASE}`,
});

// Every machine actor reports to the relay; the trace recorder (effect/Schema, temporal) connects
// after the first paint and receives what happened until then (docs/traces.md).
const traceRecorder = Promise.all([
  import("../../adapters/trace-recorder/trace-recorder"),
  import("temporal-polyfill"),
]).then(([{ createTraceRecorder }, { Temporal }]) => {
  const recorder = createTraceRecorder({
    appVersion,
    now: inspectionRelay.now,
    startedAt: Temporal.Instant.fromEpochMilliseconds(inspectionRelay.startedAtEpochMs),
  });
  inspectionRelay.connect(recorder.inspect);
  return recorder;
});
const devTools: DevToolsPort = {
  exportTrace: () => traceRecorder.then((recorder) => recorder.exportJson()),
  // The QA pages show only where the server runs in demo mode: dev/outbox exists there alone.
  outbox: () => api.devOutbox().then(readOutbox, () => readOutbox([])),
  demoMode: () =>
    api.devOutbox().then(
      () => true,
      () => false,
    ),
};

const initialLanguage: AppLanguage = appLanguageOrDefault(tokenStore.readLanguage());
let currentLanguage: AppLanguage = initialLanguage;

// ---- Actors that live while someone is signed in ---------------------------------------------------

/** The machines of the signed-in part, imported after sign-in (the login route does without them). */
interface SignedInMachines {
  readonly tokenRefreshMachine: typeof tokenRefreshMachine;
  readonly actingAsMachine: typeof actingAsMachine;
  readonly storeSelectionMachine: typeof storeSelectionMachine;
}
const loadSignedInMachines = (): Promise<SignedInMachines> =>
  Promise.all([
    import("../../machines/session/token-refresh.machine"),
    import("../../machines/session/acting-as.machine"),
    import("../../machines/session/store-selection.machine"),
  ]).then(([refresh, acting, stores]) => ({
    tokenRefreshMachine: refresh.tokenRefreshMachine,
    actingAsMachine: acting.actingAsMachine,
    storeSelectionMachine: stores.storeSelectionMachine,
  }));

interface SignedIn {
  readonly machines: SignedInMachines;
  readonly userId: number;
  readonly tokenRefresh: Actor<typeof tokenRefreshMachine>;
  readonly actingAs: Actor<typeof actingAsMachine>;
  readonly storeSelection: Actor<typeof storeSelectionMachine>;
}

let signedIn: SignedIn | undefined;
const signedInListeners = new Set<() => void>();
function setSignedIn(next: SignedIn | undefined): void {
  signedIn = next;
  for (const listener of signedInListeners) listener();
}
function useSignedIn(): SignedIn | undefined {
  return useSyncExternalStore(
    (listener) => {
      signedInListeners.add(listener);
      return () => signedInListeners.delete(listener);
    },
    () => signedIn,
  );
}

// ---- API, refresh ------------------------------------------------------------------------------------

const api = createApiClient({
  host: config.host,
  tokens: tokenStore,
  language: () => currentLanguage,
  // A 401: the coordinator refreshes once for every caller (and across tabs); the refresh machine
  // hears of it so its 55-minute timer starts over from this refresh.
  onUnauthorized: () => {
    const fresh = coordinator.refresh();
    signedIn?.tokenRefresh.send({ type: "api.unauthorized" });
    return fresh;
  },
});
const coordinator = createRefreshCoordinator({
  tokens: tokenStore,
  refresh: (refreshToken) => api.refreshToken(refreshToken),
  onSessionExpired: () => navigation.goRoot(),
  locks: "locks" in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === "function" ? new BroadcastChannel(REFRESH_CHANNEL_NAME) : undefined,
});

let authConfig: ReturnType<typeof api.authConfig> | undefined;
const loadAuthConfig = () => (authConfig ??= api.authConfig());

// One base load per user and store: the session reads its azureUser flag, the store selection its
// franchise stores. Forgotten when the user or the store changes.
let baseLoad: Promise<BaseLoad> | undefined;
const loadBase = (): Promise<BaseLoad> => {
  baseLoad ??= api.base(tokenStore.readLocation()).catch((error: unknown) => {
    baseLoad = undefined;
    throw error;
  });
  return baseLoad;
};

const colours = tokenStore.readColours();
applyBrandColours(brandPalette(colours?.primary, colours?.secondary));

// ---- Session ----------------------------------------------------------------------------------------

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
        baseLoad = undefined; // a user (perhaps another one after acting-as) gets their own base load
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

function storedSelection(): SelectedStore | undefined {
  const location = tokenStore.readLocation();
  return location === undefined ? undefined : { location, warehouse: tokenStore.readWarehouse() ?? null };
}

function startStoreSelection({ storeSelectionMachine }: SignedInMachines): SignedIn["storeSelection"] {
  const actor = createActor(
    storeSelectionMachine.provide({
      actors: { loadFranchiseStores: fromPromise(async () => (await loadBase()).franchiseStores) },
      actions: { persistStore: (_, params) => tokenStore.writeStore(params.selected) },
    }),
    { input: { selected: storedSelection() }, inspect: inspectionRelay.inspect },
  );
  // The base load belongs to a store: the next reader loads the new store's.
  actor.on("store.changed", () => {
    baseLoad = undefined;
  });
  return actor.start();
}

function startSignedIn(machines: SignedInMachines, userId: number): SignedIn {
  const { tokenRefreshMachine, actingAsMachine } = machines;
  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: { refresh: fromPromise(() => coordinator.refresh()) },
      actions: {
        clearLogin: () => tokenStore.clearLogin(),
        goRoot: () => navigation.goRoot(),
      },
    }),
    { inspect: inspectionRelay.inspect },
  ).start();
  const actingAs = createActor(
    actingAsMachine.provide({
      actors: {
        listEmployees: fromPromise(() => api.employees()),
        actAs: fromPromise(({ input }) => api.actAs(input.employeeId)),
      },
      actions: {
        saveMasterSession: () => {
          const tokens = tokenStore.readTokens();
          if (tokens === undefined) return;
          tokenStore.writeMaster({
            ...tokens,
            location: tokenStore.readLocation() ?? null,
            warehouse: tokenStore.readWarehouse() ?? null,
          });
        },
        storeTokens: (_, params) => {
          tokenStore.writeTokens(params.tokens);
          tokenStore.clearStore();
        },
        restoreMasterSession: () => {
          const master = tokenStore.readMaster();
          if (master === undefined) return;
          tokenStore.writeTokens(master);
          if (master.location === null) tokenStore.clearStore();
          else tokenStore.writeStore({ location: master.location, warehouse: master.warehouse });
          tokenStore.clearMaster();
        },
        notifySwitched: () => session.send({ type: "actingAs.switched" }),
      },
    }),
    {
      input: { userId, isActingAs: tokenStore.readMaster() !== undefined },
      inspect: inspectionRelay.inspect,
    },
  ).start();
  return { machines, userId, tokenRefresh, actingAs, storeSelection: startStoreSelection(machines) };
}

function stopSignedIn(): void {
  if (signedIn === undefined) return;
  signedIn.tokenRefresh.send({ type: "session.ended" });
  signedIn.tokenRefresh.stop();
  signedIn.actingAs.stop();
  signedIn.storeSelection.stop();
  setSignedIn(undefined);
}

// The signed-in actors follow the session: started with the first user, given a fresh store
// selection when acting-as switches the user, stopped when the session ends. They survive the
// session's reload of the user (acting-as must remember it is acting).
let signedInMachines: Promise<SignedInMachines> | undefined;
function followSession(): void {
  const snapshot = session.getSnapshot();
  const user = snapshot.context.user;
  if (snapshot.matches("authenticated") && user !== undefined) {
    if (signedIn === undefined) {
      signedInMachines ??= loadSignedInMachines();
      signedInMachines.then((machines) => {
        // The session may have moved on while the machines loaded: look again.
        const now = session.getSnapshot();
        const current = now.context.user;
        if (signedIn !== undefined || !now.matches("authenticated") || current === undefined) return;
        setSignedIn(startSignedIn(machines, current.id));
        loadShellExtras();
      }, followSessionFailed);
    } else if (signedIn.userId !== user.id) {
      signedIn.storeSelection.stop();
      setSignedIn({ ...signedIn, userId: user.id, storeSelection: startStoreSelection(signedIn.machines) });
      loadShellExtras();
    }
  } else if (snapshot.matches("anonymous") || snapshot.status === "done") {
    stopSignedIn();
  }
}
// A chunk that cannot load (deploy in between, offline) is a page that cannot work: start over.
function followSessionFailed(): void {
  signedInMachines = undefined;
  navigation.goRoot();
}
session.subscribe(followSession);

// Other tabs (storage events): a logout there ends this session; a store or a language picked there
// is ours too; acting-as begun or ended there makes this tab someone else, so it starts again as
// that person (its screens, menu and data were the other person's).
tokenStore.subscribe((change) => {
  if (change.type === "tokens.changed" && change.tokens === undefined) {
    session.send({ type: "tabs.loggedOut" });
  } else if (change.type === "location.changed") {
    const selected = storedSelection();
    if (selected !== undefined) signedIn?.storeSelection.send({ type: "tabs.storeChanged", selected });
  } else if (change.type === "language.changed") {
    const { language } = change;
    if (language !== undefined && language !== session.getSnapshot().context.language) {
      currentLanguage = language;
      session.send({ type: "user.setLanguage", language });
    }
  } else if (change.type === "master.changed" && tokenStore.readTokens() !== undefined) {
    navigation.goTo("/dashboard");
  }
});

session.start();

// ---- Shell extras: auth config, the server's menu, pending exams --------------------------------------

interface ShellExtras {
  readonly learningUrl: string | undefined;
  readonly corporateAvailable: boolean;
  readonly menu: readonly ShellMenuEntry[] | undefined;
  readonly pendingExams: boolean;
}

let extras: ShellExtras = {
  learningUrl: undefined,
  corporateAvailable: false,
  menu: undefined,
  pendingExams: false,
};
const extrasListeners = new Set<() => void>();
function updateExtras(change: Partial<ShellExtras>): void {
  extras = { ...extras, ...change };
  for (const listener of extrasListeners) listener();
}
function useExtras(): ShellExtras {
  return useSyncExternalStore(
    (listener) => {
      extrasListeners.add(listener);
      return () => extrasListeners.delete(listener);
    },
    () => extras,
  );
}

loadAuthConfig().then(
  (answer) =>
    updateExtras({
      learningUrl: answer.learning_url ?? undefined,
      corporateAvailable: answer.microsoft !== null,
    }),
  () => undefined,
);

function loadShellExtras(): void {
  updateExtras({ menu: undefined, pendingExams: false });
  // The server's menu; when it fails the core table stands in (menu stays undefined).
  api.menu().then(
    (menu) => updateExtras({ menu }),
    () => undefined,
  );
  // Spec 2: a warning when an exam training is open today. No training route (404) means none.
  // The rule and the clock come with the answer: they need temporal-polyfill, the login does not.
  Promise.all([
    api.training(),
    import("../../adapters/clock/clock"),
    import("../../core/rules/training-windows"),
  ]).then(
    ([trainings, clock, windows]) => {
      const today = clock.todayInBrowser();
      updateExtras({
        pendingExams: trainings.some((training) => training.exam && windows.isExamOpen(training, today)),
      });
    },
    () => undefined,
  );
}

// ---- Bindings -------------------------------------------------------------------------------------------

type SessionSnapshot = SnapshotFrom<typeof session>;

function sessionView(
  snapshot: SessionSnapshot,
  actors: SignedIn | undefined,
  acting: SnapshotFrom<SignedIn["actingAs"]> | undefined,
  stores: SnapshotFrom<SignedIn["storeSelection"]> | undefined,
  shellExtras: ShellExtras,
): SessionView {
  const { user } = snapshot.context;
  if (snapshot.matches("authenticated") && user !== undefined) {
    const role = roleFromUser(user);
    // Spec 6: a role outside the six passes no check; the router sends such a user to /.
    if (role === undefined) return { status: "noAccess" };
    return {
      status: "signedIn",
      permission: {
        role,
        user: { id: user.id, type: user.type, company: user.company },
        azure: snapshot.context.azureUser,
      },
      approvalRight: user.account_approval ?? "none",
      shell: {
        user: {
          id: user.id,
          firstName: user.f_name,
          lastName: user.l_name,
          avatarUrl: avatarUrl(config.host, user.id, user.avatar),
          role,
        },
        stores: (stores?.context.stores ?? []).map((store) => ({ id: store.id, title: store.title })),
        selectedStoreId: stores?.context.selected?.location,
        menu: shellExtras.menu,
        pages: snapshot.context.pages,
        company: snapshot.context.company,
        externalPortal: tokenStore.readExternalPortal(),
        learningUrl: shellExtras.learningUrl,
        employees: acting?.context.employees ?? [],
        employeesExpanded: acting?.context.expanded ?? false,
        actingAs: acting?.matches("actingAs") ?? false,
        pendingExams: shellExtras.pendingExams,
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
  // A reload, or acting-as reloading the user: keep the loader rather than flash the login.
  return loading && (snapshot.context.restored || actors !== undefined)
    ? { status: "restoring" }
    : { status: "signedOut" };
}

function useSession(): Binding<SessionView, ShellEvent> {
  const snapshot = useSelector(session, (s) => s);
  const actors = useSignedIn();
  const acting = useSelector(actors?.actingAs, (s) => s);
  const stores = useSelector(actors?.storeSelection, (s) => s);
  const shellExtras = useExtras();
  const state = useMemo(
    () => sessionView(snapshot, actors, acting, stores, shellExtras),
    [snapshot, actors, acting, stores, shellExtras],
  );
  const send = useCallback(
    (event: ShellEvent) => {
      switch (event.type) {
        case "user.logout":
          session.send({ type: "user.logout" });
          return;
        case "user.selectStore":
          actors?.storeSelection.send({ type: "user.selectStore", location: event.storeId });
          return;
        case "user.openExternalPortal":
          api.externalPortalUrl().then(
            (url) => window.open(url, "_blank", "noopener"),
            () => undefined,
          );
          return;
        case "user.actAs":
          actors?.actingAs.send({ type: "user.actAs", employeeId: event.userId });
          return;
        case "user.actAsMaster":
          actors?.actingAs.send({ type: "user.restoreMaster" });
          return;
        case "user.toggleEmployees":
          actors?.actingAs.send({ type: "user.toggleExpanded" });
          return;
      }
    },
    [actors],
  );
  return { state, send };
}

const flows: FlowsPort = {
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

function useLogin(): Binding<LoginViewState, LoginEvent> {
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

/** A server without the route (404) has nothing to show: the widget's empty state. */
const emptyWhenMissing = (error: unknown): never[] => {
  if (failureStatus(error) === 404) return [];
  throw error;
};

const dashboardPort: DashboardPort = {
  posts: () =>
    api.posts().then(
      (posts) =>
        // Core's widget rule takes posts in the order given; the newest first.
        [...posts].sort(
          (a, b) =>
            (b.from_stamp ?? b.c_stamp).epochMilliseconds - (a.from_stamp ?? a.c_stamp).epochMilliseconds,
        ),
      emptyWhenMissing,
    ),
  trainingMaterial: () => api.trainingMaterial().catch(emptyWhenMissing),
  now: () => import("../../adapters/clock/clock").then((clock) => clock.createBrowserClock().now()),
};

function useDashboard(): DashboardViewState {
  const user = useSelector(session, (s) => s.context.user);
  const actors = useSignedIn();
  const storeVersion = useSelector(actors?.storeSelection, (s) => s?.context.storeVersion ?? 0);
  const who = useMemo(() => ({ firstName: user?.f_name ?? "", role: roleFromUser(user) }), [user]);
  return useDashboardData(dashboardPort, who, storeVersion);
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
    api.openApiDocument().then(
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
  flows,
  useDashboard,
  useApiDocs,
  staff: {
    loadPending: () => api.pendingAccounts(),
    decide: ({ userId, decision }) => api.decideAccount(userId, decision),
  },
  headOfficeCompany: HEAD_OFFICE_COMPANY,
};

// The ticket screens' adapters (API calls with idempotency keys, uploads, drafts), loaded with the first ticket screen.
let ticketPorts: Promise<TicketPorts> | undefined;
const loadTicketPorts = (): Promise<TicketPorts> =>
  (ticketPorts ??= import("../../adapters/tickets/ticket-ports").then((m) =>
    m.createTicketPorts({
      host: config.host,
      // The one HTTP client: the same 401 → refresh → retry as every other call, and the refresh
      // machine hears of each refresh.
      request: api.request,
      upload: api.upload,
      storage: window.localStorage,
      newKey: () => crypto.randomUUID(),
    }),
  ));

/** The app with its real adapters and machines. */
export function Root() {
  return (
    <LanguageBridge
      session={session}
      initialLanguage={initialLanguage === "en-US" ? "en-US" : "el-GR"}
      onLanguageChange={(language) => {
        currentLanguage = language;
      }}
    >
      <BindingsProvider bindings={bindings}>
        <TicketPortsProvider load={loadTicketPorts}>
          <DevToolsProvider port={devTools}>
            <App />
          </DevToolsProvider>
        </TicketPortsProvider>
      </BindingsProvider>
    </LanguageBridge>
  );
}
