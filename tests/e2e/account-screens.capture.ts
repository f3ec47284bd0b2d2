import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// The account and calendar screenshots of docs/screens/ (UPDATE_SCREENS=1; see playwright.config.ts).

const SIZES = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function capture(page: Page, name: string) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // layout settles after the breakpoint change
    await page.screenshot({
      path: `docs/screens/${name}-${size}.png`,
      animations: "disabled",
      caret: "hide",
    });
  }
}

test.describe("as the store manager", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("activity, files, settings and upcoming", async ({ page }) => {
    await page.goto(at("/activity"));
    await expect(page.getByRole("cell").first()).toBeVisible();
    await capture(page, "account-activity");

    await page.goto(at("/files"));
    await expect(page.getByRole("link").filter({ hasText: ".pdf" }).first()).toBeVisible();
    await capture(page, "account-files");

    await page.goto(at("/settings"));
    await page.getByRole("button", { name: text("ui_settings_edit"), exact: true }).click();
    await capture(page, "account-settings");

    await page.goto(at("/upcoming"));
    await expect(page.getByRole("heading", { name: text("ui_calendar_agenda") })).toBeVisible();
    await expect(page.getByRole("listitem").first()).toBeVisible();
    await capture(page, "calendar-upcoming");
  });
});

test.describe("as head office", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("the year's meetings with the meeting form", async ({ page }) => {
    await page.goto(at("/upcomingmeetings"));
    await expect(page.getByRole("grid")).toBeVisible();
    await expect(page.getByRole("region", { name: text("ui_meeting_schedule") })).toBeVisible();
    await capture(page, "calendar-month");
  });
});
