import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at } from "./support/session";
import { text } from "./support/texts";

// Issue #33: the date fields write and read dates in the user's pattern (DD/MM/YYYY for the demo
// users), in Greek, whatever the browser's language; the calendar button has a Greek name. The
// screenshots go to /tmp for a person to look at (the committed ones come from the capture files).
const SIZES = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/issue33-dates-${name}.png`, fullPage: true });

test.describe("as head office", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  for (const [size, viewport] of SIZES)
    test(`the post form's dates in the Greek pattern at ${size} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(at("/posts/new"));
      const from = page.getByLabel(text("ui_post_form_from"), { exact: true });
      await expect(from).toBeVisible();
      await expect(from).toHaveAttribute("placeholder", "ηη/μμ/εεεε");
      await from.pressSequentially("1/3/2099");
      await page.getByLabel(text("ui_time_label"), { exact: true }).first().fill("9:30");
      await from.blur();
      await expect(from).toHaveValue("01/03/2099");
      const to = page.getByLabel(text("ui_post_form_to"), { exact: true });
      await to.fill("31/02/2099");
      await to.blur();
      await expect(to).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(text("ui_date_not_a_date", "el", { pattern: "ηη/μμ/εεεε" }))).toBeVisible();
      await expect(page.getByRole("button", { name: text("ui_date_choose"), exact: true })).toHaveCount(2);
      await expectNoSeriousViolations(page, `post form dates (${size})`);
      await from.scrollIntoViewIfNeeded();
      await shoot(page, `post-form-${size}`);
    });
});

test.describe("as the franchisee", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  for (const [size, viewport] of SIZES)
    test(`the licence form's dates in the Greek pattern at ${size} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(at("/license"));
      const start = page.getByLabel(text("ui_license_start"), { exact: true });
      await expect(start).toBeVisible();
      await start.fill("2026-03-01");
      await start.blur();
      await expect(start).toHaveValue("01/03/2026");
      await page.getByLabel(text("ui_license_expiration"), { exact: true }).pressSequentially("28.2.2027");
      // The calendar button opens Chromium's own picker (showPicker) without an error on the page.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page
        .getByRole("button", { name: text("ui_date_choose"), exact: true })
        .first()
        .click();
      await page.keyboard.press("Escape");
      expect(errors).toEqual([]);
      await expectNoSeriousViolations(page, `licence form dates (${size})`);
      await shoot(page, `licence-form-${size}`);
    });
});
