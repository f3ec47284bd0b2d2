import { ROUTER_BASE } from "../../../core/constants/portal-constants";
import type { AppLanguage } from "../../../core/constants/language-constants";
import { appLanguageOrDefault } from "../../../core/rules/language-codes";
import { readApiConfig } from "../../../adapters/config/api-config";
import { createBrowserNavigation } from "../../../adapters/navigation/navigation";
import { createCorporateSignIn } from "../../../adapters/msal/corporate-sign-in";
import { createDraftStore } from "../../../adapters/storage/draft-store";
import { createTokenStore } from "../../../adapters/storage/token-store";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { version as appVersion } from "../../../package.json";

/*
 * The browser's side of the outside world, made once per page load: where the API is, the stored
 * login, drafts, navigation, the corporate identity provider, the trace recorder, the app language.
 */

export const config = readApiConfig();
export const tokenStore = createTokenStore({ storage: window.localStorage, events: window });
export const drafts = createDraftStore(window.sessionStorage);
export const navigation = createBrowserNavigation();
export const corporate = createCorporateSignIn({
  location: window.location,
  redirectUri: `${window.location.origin}${ROUTER_BASE}`,
});

// Every machine actor reports to the relay; the trace recorder (effect/Schema, temporal) connects
// after the first paint and receives what happened until then (docs/traces.md).
export const traceRecorder = Promise.all([
  import("../../../adapters/trace-recorder/trace-recorder"),
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

export const initialLanguage: AppLanguage = appLanguageOrDefault(tokenStore.readLanguage());
let language: AppLanguage = initialLanguage;
/** The app's language now, for the Language header of every request. */
export const currentLanguage = (): AppLanguage => language;
export const setCurrentLanguage = (next: AppLanguage): void => {
  language = next;
};
