import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import {
  at,
  chooseLanguage,
  openAvatarMenu,
  readTokens,
  readTokensAcrossReload,
  signIn,
  writeTokens,
} from "./support/session";
import { text } from "./support/texts";

const REFRESH_PATH = "/echo/rest/api/v2/auth/refresh-token";

test.describe("with a saved sign-in", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.staff) });

  test("the language switch changes the texts and persists over a reload", async ({ page }) => {
    await page.goto(at("/dashboard"));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(text("ui_menu_dashboard", "el"));
    await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu", "el") })).toBeVisible();

    await chooseLanguage(page, "en-US", "el");
    await expect(heading).toHaveText(text("ui_menu_dashboard", "en"));
    await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu", "en") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", /^en/);

    await page.reload();
    await expect(heading).toHaveText(text("ui_menu_dashboard", "en"));
    await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu", "en") })).toBeVisible();

    await chooseLanguage(page, "el-GR", "en");
    await expect(heading).toHaveText(text("ui_menu_dashboard", "el"));
    await page.reload();
    await expect(heading).toHaveText(text("ui_menu_dashboard", "el"));
    await expect(page.locator("html")).toHaveAttribute("lang", /^el/);
  });
});

test.describe("sessions of their own", () => {
  test("an invalid access token is renewed by one refresh, with no error shown", async ({ page }) => {
    await signIn(page, ACCOUNTS.storeManager2);
    const before = await readTokens(page);
    expect(before).toBeDefined();
    await writeTokens(page, {
      access_token: "not-a-valid-token",
      refresh_token: before?.refresh_token ?? "",
    });

    let refreshes = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(REFRESH_PATH)) refreshes += 1;
    });
    await page.goto(at("/settings"));

    await expect(page).toHaveURL(/\/portal\/settings$/);
    await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect.poll(async () => (await readTokens(page))?.access_token).not.toBe("not-a-valid-token");
    expect(refreshes).toBe(1);
  });

  test("a session ended on the server sends the user back to the login screen", async ({ page, request }) => {
    await signIn(page, ACCOUNTS.storeManager2);
    // The dashboard's reads done first: one still in flight when the session ends meets it and the
    // app leaves for the login screen by itself (CI met that once: the page reloaded under
    // writeTokens, "Execution context was destroyed").
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
    const tokens = await readTokens(page);
    if (tokens === undefined) throw new Error("no stored tokens after sign-in");

    // Log the session out behind the app's back, then let its access token look expired. A read of
    // the header's (the bell, the banners) may still meet the ended session first; then the app is
    // already on its way to the login screen, the end this test checks below.
    const logout = await request.post("/echo/rest/api/v2/logs/logout", {
      headers: { Accept: "application/json", Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.status()).toBe(201);
    await writeTokens(page, { ...tokens, access_token: "expired-looking-token" }).catch((error: unknown) => {
      if (!/Execution context was destroyed|navigat/iu.test(String(error))) throw error;
    });

    // The dashboard still open may meet the ended session first and leave for the login screen by
    // itself, which aborts this navigation (net::ERR_ABORTED, seen once in two workers). Either way
    // the person must end on the login screen with no tokens kept, as checked below.
    await page.goto(at("/dashboard")).catch((error: unknown) => {
      if (!String(error).includes("net::ERR_ABORTED")) throw error;
    });
    await expect(page).toHaveURL(/\/portal\/$/);
    await expect(page.getByRole("button", { name: text("ui_login_submit"), exact: true })).toBeVisible();
    await expect.poll(() => readTokensAcrossReload(page)).toBeUndefined();
  });

  test("logout returns to the login screen and Back does not show the dashboard", async ({ page }) => {
    await signIn(page, ACCOUNTS.storeManager2);
    // One more history entry inside the app, so Back has a signed-in screen to go back to.
    const nav = page.getByRole("navigation", { name: text("ui_sidebar_menu") });
    await nav.locator('a[href="/portal/training"]').click();
    await expect(page).toHaveURL(/\/portal\/training$/);

    await openAvatarMenu(page);
    await page.getByRole("button", { name: text("ui_avatar_logout"), exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/$/);
    await expect(page.getByRole("button", { name: text("ui_login_submit"), exact: true })).toBeVisible();
    // Polled: the sign-out may still be reloading the page, and a read then meets no page to read.
    await expect.poll(() => readTokensAcrossReload(page)).toBeUndefined();

    await page.goBack();
    await expect(page).not.toHaveURL(/\/(dashboard|training)$/);
    await expect(nav).toHaveCount(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/(dashboard|training)$/);
    await expect(nav).toHaveCount(0);
  });
});
