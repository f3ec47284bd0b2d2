import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// axe on the account and calendar screens in both offered languages.

const LANGUAGES = [
  ["el", "el-GR"],
  ["en", "en-US"],
] as const;

for (const [language, tag] of LANGUAGES) {
  test.describe(`in ${tag}`, () => {
    test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });
    test.beforeEach(async ({ page }) => startInLanguage(page, tag));

    test("activity, files, settings and the calendar", async ({ page }) => {
      const heading = (key: string, lang: Language) =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(text(key, lang));

      await page.goto(at("/activity"));
      await heading("ui_route_activity", language);
      await expect(page.getByRole("cell").first()).toBeVisible();
      await expectNoSeriousViolations(page, `activity (${tag})`);

      await page.goto(at("/files"));
      await heading("ui_route_files", language);
      await expect(page.getByRole("link").filter({ hasText: ".pdf" }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `files (${tag})`);

      await page.goto(at("/settings"));
      await heading("ui_menu_settings", language);
      await page.getByRole("button", { name: text("ui_settings_edit", language), exact: true }).click();
      await expectNoSeriousViolations(page, `settings (${tag})`);

      await page.goto(at("/upcomingmeetings"));
      await heading("ui_route_upcomingmeetings", language);
      await expect(page.getByRole("grid")).toBeVisible();
      await expectNoSeriousViolations(page, `upcoming meetings (${tag})`);
    });
  });
}
