import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import type { TicketPorts } from "../../machines/tickets/ticket-ports";
import { DevToolsProvider, type DevToolsPort } from "../features/dev/dev-tools-context";
import { readOutbox } from "../features/dev/read-outbox";
import { TicketPortsProvider } from "../features/tickets/ticket-ports";
import { InformationPortsProvider } from "../features/information/information-ports";
import type { InformationPort } from "../../machines/information/information-ports";
import { applyBrandColours } from "../theme/apply-brand-colours";
import { brandPalette } from "../theme/brand-colours";
import { App } from "./app";
import { LanguageBridge } from "./language-bridge";
import { api } from "./root/api";
import { flows, loginStore } from "./root/login-binding";
import { config, initialLanguage, setCurrentLanguage, tokenStore, traceRecorder } from "./root/outside-world";
import { session } from "./root/session-actor";
import { sessionStore } from "./root/session-view";
import { apiDocsPort, dashboardPort } from "./root/shell-screens-data";
import { startSignedInActors } from "./root/signed-in-actors";
import { startTabSync } from "./root/tab-sync";
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
  exportTrace: () => traceRecorder.then((recorder) => recorder.exportJson()),
  // The QA pages show only where the server runs in demo mode: dev/outbox exists there alone.
  outbox: () => api.devOutbox().then(readOutbox, () => readOutbox([])),
  demoMode: () =>
    api.devOutbox().then(
      () => true,
      () => false,
    ),
};

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

// The information screens' and the header search's API, loaded with the first of them.
let informationPort: Promise<InformationPort> | undefined;
const loadInformationPort = (): Promise<InformationPort> =>
  (informationPort ??= import("../../adapters/information/information-api").then((m) =>
    m.createInformationApi({ host: config.host, request: api.request }),
  ));

startSignedInActors();
startTabSync();
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
          <InformationPortsProvider load={loadInformationPort}>
            <DevToolsProvider port={devTools}>
              <App />
            </DevToolsProvider>
          </InformationPortsProvider>
        </TicketPortsProvider>
      </BindingsProvider>
    </LanguageBridge>
  );
}
