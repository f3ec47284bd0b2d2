import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";
import { fillNewTicket, messageField, titleField } from "./support/tickets";

// Issue 33, item 1: a new ticket no longer seems to vanish. After saving, the saved ticket's own
// screen opens with the confirmation and who is being e-mailed; the older form's numbers carry a
// prefix, so they cannot be mistaken for v2 numbers. Desktop and phone, Greek and English.

test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

const WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const LANGUAGES: readonly { readonly code: "el-GR" | "en-US"; readonly language: Language }[] = [
  { code: "el-GR", language: "el" },
  { code: "en-US", language: "en" },
];

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const { name, viewport } of WIDTHS) {
  for (const { code, language } of LANGUAGES) {
    test(`${name}, ${language}: the v2 form's save opens the saved ticket with the confirmation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await startInLanguage(page, code);
      const title = `${language === "el" ? "Βλάβη στον καταψύκτη" : "Freezer fault"} ${name} ${Date.now()}`;
      await page.goto(at("/new_ticket"));
      // fillNewTicket finds the fields by their Greek labels: fill them by the page's language here.
      if (language === "el") await fillNewTicket(page, title);
      else {
        await page.getByLabel(text("ui_tickets_field_title", "en"), { exact: true }).fill(title);
        await page
          .getByLabel(text("ui_tickets_field_category", "en"), { exact: true })
          .selectOption({ index: 1 });
        await page
          .getByLabel(text("ui_tickets_field_contact", "en"), { exact: true })
          .selectOption({ index: 1 });
        await page
          .getByLabel(text("ui_tickets_field_message", "en"), { exact: true })
          .fill("The freezer alarm rings every hour since last night.");
      }
      await page.getByRole("button", { name: text("ui_tickets_submit", language), exact: true }).click();

      await expect(page).toHaveURL(/\/portal\/tickets\/\d+$/, { timeout: 30_000 });
      const id = Number(/\/tickets\/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const notice = page.getByTestId("ticket-saved-notice");
      await expect(
        notice.getByText(text("b2b_ticket_save_success", language), { exact: true }),
      ).toBeVisible();
      await expect(
        notice.getByText(text("ui_tickets_emails_requested", language), { exact: true }),
      ).toBeVisible();
      // The number as the lists show it, the v2 form's "#N".
      await expect(page.getByText(`#${id}`, { exact: true })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousViolations(page, `saved ticket, ${name}, ${language}`);

      // The confirmation is said once: it is gone after a reload.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("ticket-saved-notice")).toHaveCount(0);
    });
  }
}

test("the older form's save opens its ticket, numbered OF-N on the list and the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Σπασμένη βρύση στην κουζίνα ${Date.now()}`;
  await page.goto(at("/new_ticket_old"));
  await titleField(page).fill(title);
  await messageField(page).fill("Η βρύση της κουζίνας στάζει συνέχεια από χθες το βράδυ.");
  await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/tickets_old\/\d+$/, { timeout: 30_000 });
  const id = Number(/\/tickets_old\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();
  await expect(page.getByText(`OF-${id}`, { exact: true })).toBeVisible();

  await page.goto(at("/tickets_old"));
  const row = page.getByTestId("ticket-row").filter({ hasText: title });
  await expect(row).toContainText(`OF-${id}`);
  // No older-form row reads like a v2 number.
  const numbers = await page
    .getByTestId("ticket-row")
    .evaluateAll((rows) => rows.map((r) => r.firstElementChild?.textContent ?? ""));
  expect(numbers.length).toBeGreaterThan(0);
  for (const number of numbers) expect(number).toMatch(/^OF-\d+$/);
  await noSidewaysScroll(page);
});

test("while sending, the form lists the save's steps with the current one marked", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // Hold the e-mail request, so the step is seen while it is under way.
  const gate: { open?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  await page.route("**/echo/rest/api/sendTicketEmailsAfterSave", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at("/new_ticket"));
  await fillNewTicket(page, `Ο απορροφητήρας κάνει θόρυβο ${Date.now()}`);
  await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
  const steps = page.getByRole("list", { name: text("ui_tickets_progress_label"), exact: true });
  const current = steps.locator('[aria-current="step"]');
  await expect(current).toContainText(text("ui_tickets_step_emails"));
  await expect(steps.getByRole("listitem").first()).toContainText(text("ui_tickets_step_save"));
  gate.open?.();
  await expect(page).toHaveURL(/\/portal\/tickets\/\d+$/, { timeout: 30_000 });
});
