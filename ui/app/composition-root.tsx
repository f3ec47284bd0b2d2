import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import type { CommercePorts } from "../../machines/commerce/commerce-ports";
import type { TasksPorts } from "../../machines/tasks/tasks-ports";
import type { StoreOperationsPort } from "../../machines/store-operations/store-operations-ports";
import type { AccountPorts } from "../../machines/account/account-ports";
import type { CalendarPorts } from "../../machines/calendar/calendar-ports";
import type { TicketPorts } from "../../machines/tickets/tickets-ports";
import { DevToolsProvider, type DevToolsPort } from "../features/dev/dev-tools-context";
import { readOutbox } from "../features/dev/read-outbox";
import { TicketPortsProvider } from "../features/tickets/tickets-context";
import { TrainingPortsProvider } from "../features/training/training-context";
import type { TrainingPorts } from "../../machines/training/training-ports";
import { refreshPendingExams } from "./root/shell-extras";
import { AccountPortsProvider } from "../features/account/account-context";
import { CalendarPortsProvider } from "../features/calendar/calendar-context";
import { PostsPortsProvider } from "../features/posts/posts-context";
import type { PostsApiPort } from "../../machines/posts/posts-ports";
import { InformationPortsProvider } from "../features/information/information-context";
import { EvaluationsPortsProvider } from "../features/evaluations/evaluations-context";
import type { EvaluationsPorts } from "../../machines/evaluations/evaluations-ports";
import type { InformationPort } from "../../machines/information/information-ports";
import { applyBrandColours } from "../theme/apply-brand-colours";
import { brandPalette } from "../theme/brand-colours";
import { App } from "./app";
import { LanguageBridge } from "./language-bridge";
import { api, forgetBaseLoad, loadBase } from "./root/api";
import { flows, loginStore } from "./root/login-binding";
import { config, initialLanguage, setCurrentLanguage, tokenStore } from "./root/outside-world";
import { session } from "./root/session-actor";
import { sessionStore } from "./root/session-view";
import { apiDocsPort, dashboardPort } from "./root/shell-screens-data";
import { startSignedInActors } from "./root/signed-in-actors";
import { startTabSync } from "./root/tab-sync";
import { startDeferredLoads } from "./root/deferred-loads";
import { traceRecorder } from "./root/trace-recording";
import { BindingsProvider, type ScreenBindings } from "./screen-bindings";

/*
 * The one place where adapters meet machines and views (with the modules of ui/app/root/, each with
 * one job): it gives the screens their ports through the bindings and starts the session. Everything
 * runs once per page load.
 *
 * Budget note (DESIGN.md: login route ≤ 120 KB gzip): nothing imported statically here may pull
 * effect/Schema or temporal-polyfill; the API client decodes after-login answers with schema
 * modules it imports on first use, and the clock is imported where a screen needs "now".
 */

const colours = tokenStore.readColours();
applyBrandColours(brandPalette(colours?.primary, colours?.secondary));

const devTools: DevToolsPort = {
  exportTrace: () => traceRecorder().then((recorder) => recorder.exportJson()),
  // The QA pages show only where the server runs in demo mode: dev/outbox exists there alone.
  outbox: () => api.devOutbox().then(readOutbox, () => readOutbox([])),
  demoMode: () =>
    api.devOutbox().then(
      () => true,
      () => false,
    ),
};

// The tasks screen's adapters (API calls, drafts, today), loaded with the first tasks screen.
let tasksPorts: Promise<TasksPorts> | undefined;
const loadTasksPorts = (): Promise<TasksPorts> =>
  (tasksPorts ??= import("../../adapters/tasks/tasks-adapter").then((m) =>
    m.createTasksAdapter({
      request: api.request,
      storage: window.localStorage,
      newKey: () => crypto.randomUUID(),
    }),
  ));
// The store-operations adapters, loaded with the first of its screens (memoised: one instance).
let storeOperations: Promise<StoreOperationsPort> | undefined;

const bindings: ScreenBindings = {
  session: sessionStore,
  login: loginStore,
  flows,
  dashboard: dashboardPort,
  apiDocs: apiDocsPort,
  staff: {
    loadPending: () => api.pendingAccounts(),
    decide: ({ userId, decision }) => api.decideAccount(userId, decision),
  },
  commerce: () => loadCommercePorts(),
  tasks: loadTasksPorts,
  staffDirectory: {
    loadStaff: (storeId, cursor) =>
      import("../../adapters/staff/staff-directory-api").then((m) =>
        m.createStaffDirectoryApi(api.request).loadStaff(storeId, cursor),
      ),
    deactivate: (userId) =>
      import("../../adapters/staff/staff-directory-api").then((m) =>
        m.createStaffDirectoryApi(api.request).deactivate(userId),
      ),
  },
  storeOperations: () =>
    (storeOperations ??= import("../../adapters/store-operations/store-operations-api").then((m) =>
      m.createStoreOperationsApi({
        host: config.host,
        request: api.request,
        upload: api.upload,
        storage: window.localStorage,
        baseStoreMenu: async (storeId) =>
          tokenStore.readLocation() === storeId ? (await loadBase()).storeMenu : undefined,
        forgetBaseLoad,
      }),
    )),
  headOfficeCompany: HEAD_OFFICE_COMPANY,
};

// The posts screens' adapter (list, detail, publishing, alerts, the header's bell), loaded on first use.
let postsPort: Promise<PostsApiPort> | undefined;
const loadPostsPort = (): Promise<PostsApiPort> =>
  (postsPort ??= import("../../adapters/posts/posts-api").then((m) =>
    m.createPostsApi({
      host: config.host,
      request: api.request,
      upload: api.upload,
      newKey: () => crypto.randomUUID(),
    }),
  ));

// The ticket screens' adapters (API calls with idempotency keys, uploads, drafts), loaded with the first ticket screen.
let ticketPorts: Promise<TicketPorts> | undefined;
const loadTicketPorts = (): Promise<TicketPorts> =>
  (ticketPorts ??= import("../../adapters/tickets/tickets-adapter").then((m) =>
    m.createTicketsAdapter({
      host: config.host,
      // The one HTTP client: the same 401 → refresh → retry as every other call, and the refresh
      // machine hears of each refresh.
      request: api.request,
      upload: api.upload,
      storage: window.localStorage,
      newKey: () => crypto.randomUUID(),
    }),
  ));

// The commerce screens' adapters (with the 4-minute caches and the clock), loaded with the first of them.
let commercePorts: Promise<CommercePorts> | undefined;
function loadCommercePorts(): Promise<CommercePorts> {
  return (commercePorts ??= Promise.all([
    import("../../adapters/commerce/commerce-adapter"),
    import("../../adapters/clock/clock"),
  ]).then(([ports, clock]) =>
    ports.createCommerceAdapter({
      host: config.host,
      request: api.request,
      now: clock.createBrowserClock().now,
      today: clock.todayInBrowser,
    }),
  ));
}
// The training screens' adapter (exams, histories, drafts on the device), loaded with the first one.
let trainingPorts: Promise<TrainingPorts> | undefined;
const loadTrainingPorts = (): Promise<TrainingPorts> =>
  (trainingPorts ??= import("../../adapters/training/training-api").then((m) =>
    m.createTrainingApi({
      host: config.host,
      request: api.request,
      upload: api.upload,
      storage: window.localStorage,
      examsChanged: refreshPendingExams,
      newKey: () => crypto.randomUUID(),
    }),
  ));

// The account and calendar screens' adapters, loaded with the first of their screens.
let accountPorts: Promise<AccountPorts> | undefined;
const loadAccountPorts = (): Promise<AccountPorts> =>
  (accountPorts ??= import("../../adapters/account/account-adapter").then((m) =>
    m.createAccountAdapter({
      host: config.host,
      request: api.request,
      upload: api.upload,
      storage: window.localStorage,
    }),
  ));
let calendarPorts: Promise<CalendarPorts> | undefined;
const loadCalendarPorts = (): Promise<CalendarPorts> =>
  (calendarPorts ??= import("../../adapters/calendar/calendar-adapter").then((m) =>
    m.createCalendarAdapter({ request: api.request, newKey: () => crypto.randomUUID() }),
  ));

// The information screens' and the header search's API, loaded with the first of them.
let informationPort: Promise<InformationPort> | undefined;
const loadInformationPort = (): Promise<InformationPort> =>
  (informationPort ??= import("../../adapters/information/information-api").then((m) =>
    m.createInformationApi({ host: config.host, request: api.request }),
  ));

// The evaluations screens' adapters (API, photos, drafts on the device), loaded with the first one.
let evaluationsPorts: Promise<EvaluationsPorts> | undefined;
const loadEvaluationsPorts = (): Promise<EvaluationsPorts> =>
  (evaluationsPorts ??= import("../../adapters/evaluations/evaluations-adapter").then((m) =>
    m.createEvaluationsAdapter({
      host: config.host,
      request: api.request,
      upload: api.upload,
      storage: window.localStorage,
      newKey: () => crypto.randomUUID(),
    }),
  ));

startSignedInActors();
startTabSync();
startDeferredLoads(window);
session.start();

/** The app with its real adapters and machines. */
export function Root() {
  return (
    <LanguageBridge
      session={session}
      initialLanguage={initialLanguage === "en-US" ? "en-US" : "el-GR"}
      onLanguageChange={setCurrentLanguage}
    >
      <BindingsProvider bindings={bindings}>
        <TicketPortsProvider load={loadTicketPorts}>
          <TrainingPortsProvider load={loadTrainingPorts}>
            <AccountPortsProvider load={loadAccountPorts}>
              <CalendarPortsProvider load={loadCalendarPorts}>
                <PostsPortsProvider load={loadPostsPort}>
                  <InformationPortsProvider load={loadInformationPort}>
                    <EvaluationsPortsProvider load={loadEvaluationsPorts}>
                      <DevToolsProvider port={devTools}>
                        <App />
                      </DevToolsProvider>
                    </EvaluationsPortsProvider>
                  </InformationPortsProvider>
                </PostsPortsProvider>
              </CalendarPortsProvider>
            </AccountPortsProvider>
          </TrainingPortsProvider>
        </TicketPortsProvider>
      </BindingsProvider>
    </LanguageBridge>
  );
}
