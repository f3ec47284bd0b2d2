import { expect, test, type Page } from "@playwright/test";
import { authStatePath, PASSWORD_ACCOUNTS, ACCOUNTS } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, chooseLanguage, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// axe on every screen of this release, in both offered languages: no serious or critical violation.

const LANGUAGES = [
  ["el", "el-GR"],
  ["en", "en-US"],
] as const;

async function expectHeading(page: Page, key: string, language: Language) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(key, language));
}

for (const [language, tag] of LANGUAGES) {
  test.describe(`in ${tag}`, () => {
    test.beforeEach(async ({ page }) => startInLanguage(page, tag));

    test("the public screens", async ({ page }) => {
      await page.goto(at("/"));
      await expect(
        page.getByRole("button", { name: text("ui_login_submit", language), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `login (${tag})`);

      await page.goto(at("/register"));
      await expectHeading(page, "ui_register_title", language);
      await expect(
        page.getByRole("button", { name: text("ui_register_submit", language), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `register (${tag})`);

      await page.goto(at("/resetpassword"));
      await expectHeading(page, "ui_forgot_title", language);
      await expect(
        page.getByRole("button", { name: text("ui_forgot_submit", language), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `forgot password (${tag})`);

      // An unknown link says so at once and offers a new one (issue 20), instead of the form.
      await page.goto(at("/resetpassword/an-unknown-hash"));
      await expectHeading(page, "ui_reset_title", language);
      await expect(
        page.getByRole("link", { name: text("ui_reset_ask_new_link", language), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `reset password (${tag})`);

      await page.goto(at("/emailverify/an-unknown-hash"));
      await expectHeading(page, "ui_email_verify_title", language);
      await expect(
        page.getByRole("link", { name: text("ui_back_to_login", language), exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `email verify (${tag})`);
    });

    test.describe("signed in", () => {
      test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

      test("settings, the API page and the error page", async ({ page }) => {
        await page.goto(at("/settings"));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `settings (${tag})`);

        // Checked once the document has loaded, so its link (on the page background) is on screen.
        await page.goto(at("/api"));
        await expectHeading(page, "ui_menu_api", language);
        await expect(page.locator('a[href$="openapi.json"]')).toBeVisible();
        await expectNoSeriousViolations(page, `api (${tag})`);

        await page.goto(at("/error"));
        await expectHeading(page, "ui_error_title", language);
        await expectNoSeriousViolations(page, `error page (${tag})`);
      });
    });
  });
}

// Each role's dashboard, first in Greek, then switched to English.
for (const account of PASSWORD_ACCOUNTS) {
  test.describe(`${account.key} (${account.role})`, () => {
    test.use({ storageState: authStatePath(account) });

    test("the dashboard in both languages", async ({ page }) => {
      await page.goto(at("/dashboard"));
      await expectHeading(page, "ui_menu_dashboard", "el");
      await expect(
        page.getByText(text("ui_dashboard_welcome", "el", { name: account.firstName })),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `dashboard of ${account.role} (el-GR)`);

      await chooseLanguage(page, "en-US", "el");
      await expectHeading(page, "ui_menu_dashboard", "en");
      await expect(
        page.getByText(text("ui_dashboard_welcome", "en", { name: account.firstName })),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `dashboard of ${account.role} (en-US)`);
    });
  });
}
