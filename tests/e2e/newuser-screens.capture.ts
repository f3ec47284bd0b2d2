import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { registerThroughApi } from "./support/api-registration";
import { at, openAvatarMenu, signIn, signInWithForm } from "./support/session";
import { capture } from "./support/capture-screens";
import { text } from "./support/texts";

// Screenshots of the screens issue 20 changed (docs/screens/issue20-*.png; UPDATE_SCREENS=1).

test("sign-in page after a registration, after a reset and after a used link", async ({ page }) => {
  for (const key of ["b2b_account_activated", "b2b_password_changed", "b2b_setpassword_link_invalid"]) {
    await page.goto(at(`/?notice=${key}`));
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(text(key));
    await capture(page, `issue20-login-${key.replace(/^b2b_/, "").replaceAll("_", "-")}`);
  }
});

test("a used reset link, and the register form with a name too long", async ({ page }) => {
  await page.goto(at(`/resetpassword/${"A".repeat(43)}`));
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(text("b2b_reset_link_invalid"));
  await capture(page, "issue20-reset-link-used");

  await page.goto(at("/register"));
  const firstName = page.getByLabel(text("ui_field_first_name"), { exact: true });
  await firstName.fill("Α".repeat(60));
  await firstName.blur();
  await expect(page.getByText(text("b2b_text_too_long_name"), { exact: true })).toBeVisible();
  await capture(page, "issue20-register-name-too-long");
});

test("acting as someone: the banner", async ({ page }) => {
  await signIn(page, ACCOUNTS.headOffice);
  await openAvatarMenu(page);
  await page
    .getByRole("banner")
    .getByRole("list", { name: text("ui_acting_as_title") })
    .getByRole("button", { name: "Δημήτρης Βασιλείου", exact: true })
    .click();
  await expect(
    page.getByText(text("ui_acting_as_banner", "el", { name: "Δημήτρης Βασιλείου" })),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await capture(page, "issue20-acting-as-banner", false);
});

test.describe("signed in", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("a trace saved, confirmed on screen", async ({ page }) => {
    await page.goto(at("/dashboard"));
    await openAvatarMenu(page);
    const saved = page.waitForEvent("download");
    await page.getByRole("button", { name: new RegExp(`^${text("ui_dev_report_problem")}`, "u") }).click();
    const download = await saved;
    const file = download.suggestedFilename();
    await expect(page.getByText(text("ui_dev_trace_saved", "el", { file }))).toBeVisible();
    await capture(page, "issue20-trace-saved", false);

    // The replay page's summary in the page's language.
    const json = readFileSync(await download.path(), "utf8");
    await page.goto(at("/dev/replay"));
    await page
      .getByLabel(text("ui_dev_choose_trace"))
      .setInputFiles({ name: file, mimeType: "application/json", buffer: Buffer.from(json) });
    await expect(page.getByText(text("ui_dev_replay_passed"), { exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0)); // the file input scrolled the summary away
    await capture(page, "issue20-replay-summary", false);
  });
});

test("the dashboard of the longest one-word name", async ({ page, request }) => {
  const person = await registerThroughApi(request, "screens-long-name", "Makry#Onoma1", {
    firstName: "Κωνσταντινουπολιτισσοπουλοπαπαδοπουλοκαραγιαννάκη",
  });
  await page.goto(at("/"));
  await signInWithForm(page, person.mobile, person.password);
  await expect(page.getByText(text("ui_dashboard_welcome", "el", { name: person.firstName }))).toBeVisible();
  await page.waitForLoadState("networkidle");
  await capture(page, "issue20-dashboard-long-name", false);
});
