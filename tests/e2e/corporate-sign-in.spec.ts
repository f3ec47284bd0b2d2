import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { openIdSettings, PROVIDER_IDENTITIES, type ProviderIdentity } from "./support/openid-settings";
import { at, readTokens } from "./support/session";
import { text } from "./support/texts";

// Corporate sign-in end to end: the login screen's button sends Chromium through MSAL (OIDC mode) to
// the real OpenID provider playwright.config.ts starts on https://localhost (self-signed certificate),
// the user signs in there, the provider sends an authorization code back to /portal/, MSAL redeems it
// (PKCE, CORS) and the portal's server verifies the ID token against the provider's discovery and keys.
const oidc = openIdSettings();
const AZURE_USER_NAME = "Δημήτρης Βασιλείου";
// The way back loads the app again, then MSAL, its discovery and token calls and the portal's own
// sign-in: on a busy machine that takes longer than the default wait of one expectation.
const BACK_FROM_PROVIDER = { timeout: 30_000 };

const corporateButton = (page: Page) =>
  page.getByRole("button", { name: text("ui_login_corporate"), exact: true });

/** Leaves the login screen for the provider's sign-in page. */
async function goToProvider(page: Page) {
  await page.goto(at("/"));
  await corporateButton(page).click();
  await page.waitForURL((url) => url.origin === oidc.issuer && url.pathname.startsWith("/interaction/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/test provider/);
}

async function signInAtProvider(page: Page, identity: ProviderIdentity) {
  await page.getByLabel("Username").fill(identity.username);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("corporate sign-in through the OpenID provider lands on the dashboard as azureUser", async ({
  page,
}) => {
  const providerCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === oidc.issuer) providerCalls.push(`${request.method()} ${url.pathname}`);
  });
  let authorize: URL | undefined;
  page.on("request", (request) => {
    if (request.url().startsWith(`${oidc.issuer}/auth?`)) authorize = new URL(request.url());
  });

  await goToProvider(page);
  // MSAL asked for an authorization code with PKCE, to come back to the app's root.
  expect(authorize?.searchParams.get("client_id")).toBe(oidc.clientId);
  expect(authorize?.searchParams.get("redirect_uri")).toBe(oidc.redirectUri);
  expect(authorize?.searchParams.get("response_type")).toBe("code");
  expect(authorize?.searchParams.get("code_challenge_method")).toBe("S256");

  await signInAtProvider(page, PROVIDER_IDENTITIES.azureUser);

  await expect(page).toHaveURL(/\/portal\/dashboard$/, BACK_FROM_PROVIDER);
  await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu") })).toBeVisible();
  const avatar = page.getByRole("banner").getByRole("button", {
    name: text("ui_avatar_menu", "el", { name: AZURE_USER_NAME }),
    exact: true,
  });
  await expect(avatar).toBeVisible();
  // The browser itself redeemed the code at the provider's token endpoint (a cross-origin call).
  expect(providerCalls).toContain("POST /token");
  const tokens = await readTokens(page);
  expect(tokens?.access_token).toEqual(expect.any(String));

  // The portal's own session holds: a reload stays signed in as the same user.
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(avatar).toBeVisible();
  const me = await page.request.get("/echo/rest/api/user/me", {
    headers: { Authorization: `Bearer ${(await readTokens(page))?.access_token ?? ""}` },
  });
  expect(me.ok()).toBe(true);
  expect(JSON.stringify(await me.json())).toContain(ACCOUNTS.corporate.mobile);
});

test("cancelling at the provider returns to the login screen with a message and no session", async ({
  page,
}) => {
  await goToProvider(page);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await page.waitForURL((url) => url.origin !== oidc.issuer);
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toHaveText(text("ui_login_corporate_cancelled", "el"), BACK_FROM_PROVIDER);
  await expect(page).toHaveURL(/\/portal\/$/);
  await expect(corporateButton(page)).toBeEnabled();
  expect(await readTokens(page)).toBeUndefined();

  // A reload shows the plain login screen: the provider's answer is not read a second time.
  await page.reload();
  await expect(corporateButton(page)).toBeEnabled();
  await expect(page.getByText(text("ui_login_corporate_cancelled", "el"))).toHaveCount(0);
});

test("a corporate account the portal does not know is told so and gets no session", async ({ page }) => {
  await goToProvider(page);
  await signInAtProvider(page, PROVIDER_IDENTITIES.unlinked);

  await page.waitForURL((url) => url.origin !== oidc.issuer);
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toHaveText(text("b2b_user_not_found", "el"), BACK_FROM_PROVIDER);
  await expect(page).toHaveURL(/\/portal\/$/);
  expect(await readTokens(page)).toBeUndefined();
});
