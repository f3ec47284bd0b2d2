import type * as Msal from "@azure/msal-browser";
import type { MicrosoftConfig } from "../../core/auth/auth-wire";
import { CORPORATE_SIGN_IN_SCOPES, msalConfiguration } from "./msal-configuration";
import { isRedirectReturn } from "./redirect-return";
import { toCorporateSignInFailure } from "./sign-in-failure";

/** Loads the MSAL module; the default is a dynamic import so it is a separate chunk. */
export type MsalLoader = () => Promise<Pick<typeof Msal, "createStandardPublicClientApplication">>;

export interface CorporateSignIn {
  /**
   * Leaves the page for the identity provider (redirect flow); resolves only if it fails to. MSAL's
   * failures reject as a CorporateSignInFailure with the message to show, when it is a known one.
   */
  readonly start: (config: MicrosoftConfig) => Promise<void>;
  /** True when this page load is the provider's redirect back (no MSAL import needed). */
  readonly isReturning: () => boolean;
  /**
   * On the redirect return: the id token the session sends to v2/auth/login/microsoft, or
   * `undefined` when this is no sign-in return. Imports MSAL only when it is one. The provider's
   * refusal (the user cancelled: `access_denied`) rejects as a CorporateSignInFailure.
   */
  readonly complete: (config: MicrosoftConfig) => Promise<string | undefined>;
}

export interface CorporateSignInDeps {
  readonly location: Pick<Location, "hash" | "search">;
  /** Where the provider sends the browser back: the app root (the login screen). */
  readonly redirectUri: string;
  readonly loadMsal?: MsalLoader;
}

export function createCorporateSignIn(deps: CorporateSignInDeps): CorporateSignIn {
  const loadMsal: MsalLoader = deps.loadMsal ?? (() => import("@azure/msal-browser"));
  let client: Promise<Msal.IPublicClientApplication> | undefined;
  // One client per page: MSAL keeps its in-flight state on the instance. A client that could not be
  // made (the chunk did not load: offline, or a deploy in between) is forgotten, so the user's next
  // click tries again instead of failing until a reload.
  const clientFor = (config: MicrosoftConfig): Promise<Msal.IPublicClientApplication> => {
    const made = (client ??= loadMsal().then((msal) =>
      msal.createStandardPublicClientApplication(msalConfiguration(config, deps.redirectUri)),
    ));
    made.catch(() => {
      if (client === made) client = undefined;
    });
    return made;
  };

  return {
    start: async (config) => {
      try {
        const app = await clientFor(config);
        await app.loginRedirect({ scopes: [...CORPORATE_SIGN_IN_SCOPES] });
      } catch (error) {
        throw toCorporateSignInFailure(error);
      }
    },
    isReturning: () => isRedirectReturn(deps.location),
    complete: async (config) => {
      if (!isRedirectReturn(deps.location)) return undefined;
      let result;
      try {
        const app = await clientFor(config);
        result = await app.handleRedirectPromise();
      } catch (error) {
        throw toCorporateSignInFailure(error);
      }
      return result?.idToken === undefined || result.idToken === "" ? undefined : result.idToken;
    },
  };
}
