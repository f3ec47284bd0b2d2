import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { AUTH_PORTS } from "../../machines/auth/public-flows-ports";
import type { OutsideWorld, SomeAreaPorts } from "../../adapters/ports/ports-module";
import { DevToolsProvider, type DevToolsPort } from "../features/dev/dev-tools-context";
import { readOutbox } from "../features/dev/read-outbox";
import { SHELL_PORTS } from "../features/shell/shell-ports-key";
import { PortsProvider, readyPorts, type PortsLoaders } from "../platform/ports";
import { applyBrandColours } from "../theme/apply-brand-colours";
import { brandPalette } from "../theme/brand-colours";
import { App } from "./app";
import { LanguageBridge } from "./language-bridge";
import { lazyPorts } from "./root/ports-loaders";
import { api, forgetBaseLoad, loadBase } from "./root/api";
import { flows, loginStore } from "./root/login-binding";
import { config, initialLanguage, setCurrentLanguage, tokenStore } from "./root/outside-world";
import { session } from "./root/session-actor";
import { sessionStore } from "./root/session-view";
import { refreshPendingExams } from "./root/shell-extras";
import { shellPorts } from "./root/shell-screens-data";
import { startSignedInActors } from "./root/signed-in-actors";
import { startTabSync } from "./root/tab-sync";
import { startDeferredLoads } from "./root/deferred-loads";
import { traceRecorder } from "./root/trace-recording";
import { BindingsProvider, type ScreenBindings } from "./screen-bindings";

/*
 * The one place where adapters meet machines and views (with the modules of ui/app/root/, each with
 * one job): it gives the app its session, every area its ports, and starts the session. Everything
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

const bindings: ScreenBindings = {
  session: sessionStore,
  login: loginStore,
  headOfficeCompany: HEAD_OFFICE_COMPANY,
};

// What every area's adapters get from the app (adapters/ports/ports-module.ts).
const world: OutsideWorld = {
  host: config.host,
  // The one HTTP client: the same 401 → refresh → retry as every other call, and the refresh
  // machine hears of each refresh.
  request: api.request,
  upload: api.upload,
  storage: window.localStorage,
  newKey: () => crypto.randomUUID(),
  baseLoad: {
    storeMenu: async (storeId) =>
      tokenStore.readLocation() === storeId ? (await loadBase()).storeMenu : undefined,
    forget: forgetBaseLoad,
  },
  examsChanged: refreshPendingExams,
};

// Every area's ports module (adapters/<area>/<area>.ports.ts), found by name and loaded with the
// area's first screen: adding an area's ports edits nothing here, and the login route carries none.
const portsModules = import.meta.glob<{ readonly ports: SomeAreaPorts }>("../../adapters/*/*.ports.ts");
// The auth and shell areas' ports are made at once: the login screen and the dashboard are what a
// person waits for, and a chunk of adapters would stand before them.
const portsLoaders: PortsLoaders = new Map([
  ...Object.entries(portsModules).map(([path, load]) => lazyPorts(path, load, world)),
  readyPorts(AUTH_PORTS, flows),
  readyPorts(SHELL_PORTS, shellPorts),
]);

startSignedInActors();
startTabSync();
startDeferredLoads(window, portsLoaders);
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
        <PortsProvider loaders={portsLoaders}>
          <DevToolsProvider port={devTools}>
            <App />
          </DevToolsProvider>
        </PortsProvider>
      </BindingsProvider>
    </LanguageBridge>
  );
}
