import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// The evaluations screenshots of docs/screens/ (UPDATE_SCREENS=1; see playwright.config.ts).

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

  test("evaluations, a checklist to fill and a report", async ({ page }) => {
    await page.goto(at("/evaluations"));
    await expect(page.getByRole("img", { name: text("ui_eval_chart_title") })).toBeVisible();
    await capture(page, "evaluations");

    await page.goto(at("/checklists/1"));
    await expect(page.getByRole("button", { name: text("ui_checklist_submit") })).toBeVisible();
    await capture(page, "checklist-fill");

    await page.goto(at("/evaluations-report"));
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: text("ui_report_specs") })).toBeVisible();
    await capture(page, "evaluation-report");
  });
});
