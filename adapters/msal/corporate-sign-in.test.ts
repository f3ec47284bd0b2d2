import type { Configuration } from "@azure/msal-browser";
import { describe, expect, it, vi } from "vitest";
import type { MsalLoader } from "./corporate-sign-in";
import { createCorporateSignIn } from "./corporate-sign-in";
import { msalConfiguration } from "./msal-configuration";
import { isRedirectReturn } from "./redirect-return";
import { CorporateSignInFailure } from "./sign-in-failure";

const CONFIG = {
  clientId: "portal",
  authority: "https://idp.example.test/realms/group",
  knownAuthorities: [],
};

/** What MSAL rejects with: an AuthError subclass carrying the provider's or its own `errorCode`. */
function msalError(name: string, errorCode: string): Error {
  return Object.assign(new Error(`${errorCode}: from MSAL`), { name, errorCode, errorMessage: "from MSAL" });
}

function fakeMsal(
  idToken: string | undefined,
  failure?: { readonly start?: Error; readonly complete?: Error },
) {
  const app = {
    loginRedirect: vi.fn<(request: unknown) => Promise<void>>(async () => {
      if (failure?.start !== undefined) throw failure.start;
    }),
    handleRedirectPromise: vi.fn<() => Promise<{ idToken: string } | null>>(async () => {
      if (failure?.complete !== undefined) throw failure.complete;
      return idToken === undefined ? null : { idToken };
    }),
  };
  const createStandardPublicClientApplication = vi.fn<(configuration: Configuration) => Promise<typeof app>>(
    async () => app,
  );
  const load = vi.fn<
    () => Promise<{ createStandardPublicClientApplication: typeof createStandardPublicClientApplication }>
  >(async () => ({ createStandardPublicClientApplication }));
  // The adapter needs only this one factory; the cast narrows MSAL's full module type to it.
  const loadMsal = load as unknown as MsalLoader & typeof load;
  return { app, loadMsal, createStandardPublicClientApplication };
}

describe("corporate sign-in (MSAL loaded lazily)", () => {
  it("does not import MSAL on a normal page load", async () => {
    const { loadMsal } = fakeMsal("id");
    const signIn = createCorporateSignIn({
      location: { hash: "", search: "?m=abc" },
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    expect(signIn.isReturning()).toBe(false);
    expect(await signIn.complete(CONFIG)).toBeUndefined();
    expect(loadMsal).not.toHaveBeenCalled();
  });

  it("imports MSAL when the user starts corporate sign-in, and redirects", async () => {
    const { loadMsal, app, createStandardPublicClientApplication } = fakeMsal(undefined);
    const signIn = createCorporateSignIn({
      location: { hash: "", search: "" },
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    expect(loadMsal).not.toHaveBeenCalled();
    await signIn.start(CONFIG);
    expect(loadMsal).toHaveBeenCalledTimes(1);
    expect(app.loginRedirect).toHaveBeenCalledWith({ scopes: ["openid", "profile", "email"] });
    const [configuration] = createStandardPublicClientApplication.mock.calls[0] ?? [];
    expect(configuration?.system?.protocolMode).toBe("OIDC");
  });

  it("tries to load MSAL again on the next click after a failed load", async () => {
    const { loadMsal, app } = fakeMsal(undefined);
    loadMsal.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    const signIn = createCorporateSignIn({
      location: { hash: "", search: "" },
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    await expect(signIn.start(CONFIG)).rejects.toBeInstanceOf(Error);
    await signIn.start(CONFIG);
    expect(loadMsal).toHaveBeenCalledTimes(2);
    expect(app.loginRedirect).toHaveBeenCalledTimes(1);
  });

  it("on the redirect return imports MSAL and yields the id token", async () => {
    const { loadMsal, app } = fakeMsal("the-id-token");
    const signIn = createCorporateSignIn({
      location: { hash: "#code=xyz&state=abc", search: "" },
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    expect(signIn.isReturning()).toBe(true);
    expect(await signIn.complete(CONFIG)).toBe("the-id-token");
    expect(app.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(loadMsal).toHaveBeenCalledTimes(1);
  });
});

describe("corporate sign-in failures carry the message to show", () => {
  const returning = { hash: "#error=access_denied&state=abc", search: "" };

  it("the user cancelling at the provider (access_denied) is a cancelled sign-in", async () => {
    const { loadMsal } = fakeMsal(undefined, { complete: msalError("ServerError", "access_denied") });
    const signIn = createCorporateSignIn({
      location: returning,
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    const failure = await signIn.complete(CONFIG).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CorporateSignInFailure);
    expect(failure).toMatchObject({ messageKey: "ui_login_corporate_cancelled", errorCode: "access_denied" });
  });

  it("a provider that cannot be reached makes corporate sign-in unavailable, on the way out and back", async () => {
    const out = fakeMsal(undefined, { start: msalError("ClientAuthError", "endpoints_resolution_error") });
    const leaving = createCorporateSignIn({
      location: { hash: "", search: "" },
      redirectUri: "https://portal.test/portal/",
      loadMsal: out.loadMsal,
    });
    await expect(leaving.start(CONFIG)).rejects.toMatchObject({
      messageKey: "b2b_corporate_sign_in_unavailable",
      errorCode: "endpoints_resolution_error",
    });

    const back = fakeMsal(undefined, { complete: msalError("BrowserAuthError", "post_request_failed") });
    const returningHome = createCorporateSignIn({
      location: { hash: "#code=1&state=2", search: "" },
      redirectUri: "https://portal.test/portal/",
      loadMsal: back.loadMsal,
    });
    await expect(returningHome.complete(CONFIG)).rejects.toMatchObject({
      messageKey: "b2b_corporate_sign_in_unavailable",
    });
  });

  it("an MSAL failure of no known meaning is passed on unchanged", async () => {
    const stateMismatch = msalError("BrowserAuthError", "state_mismatch");
    const { loadMsal } = fakeMsal(undefined, { complete: stateMismatch });
    const signIn = createCorporateSignIn({
      location: returning,
      redirectUri: "https://portal.test/portal/",
      loadMsal,
    });
    await expect(signIn.complete(CONFIG)).rejects.toBe(stateMismatch);
  });
});

describe("MSAL configuration", () => {
  it("works with any OpenID issuer", () => {
    const configuration = msalConfiguration(
      { ...CONFIG, knownAuthorities: ["other.example.test"] },
      "https://portal.test/portal/",
    );
    expect(configuration?.system?.protocolMode).toBe("OIDC");
    expect(configuration.auth.knownAuthorities).toEqual(["other.example.test", "idp.example.test"]);
    expect(configuration.auth.clientId).toBe("portal");
    expect(configuration.auth.authority).toBe(CONFIG.authority);
    expect(configuration.auth.redirectUri).toBe("https://portal.test/portal/");
  });

  it("recognises a redirect return in the hash or the query", () => {
    expect(isRedirectReturn({ hash: "#code=1&state=2", search: "" })).toBe(true);
    expect(isRedirectReturn({ hash: "", search: "?error=access_denied&state=2" })).toBe(true);
    expect(isRedirectReturn({ hash: "#code=1", search: "" })).toBe(false);
    expect(isRedirectReturn({ hash: "", search: "?m=hash" })).toBe(false);
  });
});
