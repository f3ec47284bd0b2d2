import { ROUTER_BASE } from "../../../core/constants/portal-constants";
import type { AppLanguage } from "../../../core/constants/language-constants";
import { appLanguageOrDefault } from "../../../core/rules/language-codes";
import { readApiConfig } from "../../../adapters/config/api-config";
import { createBrowserNavigation } from "../../../adapters/navigation/navigation";
import { createCorporateSignIn } from "../../../adapters/msal/corporate-sign-in";
import { createDraftStore } from "../../../adapters/storage/draft-store";
import { createTokenStore } from "../../../adapters/storage/token-store";

/*
 * The browser's side of the outside world, made once per page load: where the API is, the stored
 * login, drafts, navigation, the corporate identity provider, the app language (the trace recorder: trace-recording.ts).
 */

export const config = readApiConfig();
export const tokenStore = createTokenStore({ storage: window.localStorage, events: window });
export const drafts = createDraftStore(window.sessionStorage);
export const navigation = createBrowserNavigation();
export const corporate = createCorporateSignIn({
  location: window.location,
  redirectUri: `${window.location.origin}${ROUTER_BASE}`,
});

export const initialLanguage: AppLanguage = appLanguageOrDefault(tokenStore.readLanguage());
let language: AppLanguage = initialLanguage;
/** The app's language now, for the Language header of every request. */
export const currentLanguage = (): AppLanguage => language;
export const setCurrentLanguage = (next: AppLanguage): void => {
  language = next;
};
