import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// The head-office console's screenshots of docs/screens/ (issue 35; UPDATE_SCREENS=1, see
// playwright.config.ts), on the demo data, which hold a closed store and a deactivated person so every
// state shows. Desktop at 1366 px, the commonest laptop width, and a 390 px phone.

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
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

/** Waits for a console list's first row. */
async function listShown(page: Page, listKey: string) {
  await expect(
    page
      .getByRole("list", { name: text(listKey), exact: true })
      .getByRole("listitem")
      .first(),
  ).toBeVisible();
}

test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

test("the console's stores, companies, people, the store form and the invitation form", async ({ page }) => {
  await page.setViewportSize(SIZES[0][1]);
  await page.goto(at("/admin/stores"));
  await listShown(page, "ui_admin_stores");
  await capture(page, "admin-stores");

  await page.goto(at("/admin/companies"));
  await listShown(page, "ui_admin_companies");
  await capture(page, "admin-companies");

  await page.goto(at("/admin/users"));
  await listShown(page, "ui_admin_people");
  await capture(page, "admin-users");

  await page.setViewportSize(SIZES[0][1]);
  await page.goto(at("/admin/stores"));
  await listShown(page, "ui_admin_stores");
  await page.getByRole("button", { name: text("ui_admin_store_new"), exact: true }).click();
  await expect(page.getByLabel(text("ui_admin_store_company"), { exact: true })).toBeVisible();
  await capture(page, "admin-store-form");

  await page.setViewportSize(SIZES[0][1]);
  await page.goto(at("/admin/users"));
  await listShown(page, "ui_admin_people");
  await page.getByRole("button", { name: text("ui_admin_invite"), exact: true }).click();
  await expect(page.getByLabel(text("ui_admin_store_filter"), { exact: true })).toBeVisible();
  await capture(page, "admin-invite-form");
});
