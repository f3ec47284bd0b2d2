import { expect, test, type Locator, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { registerThroughApi } from "./support/api-registration";
import { at, signInWithForm } from "./support/session";
import { text } from "./support/texts";
import { fillNewTicket, submitButton } from "./support/tickets";

// Screenshots of the screens issue 33 changed that had none yet (docs/screens/issue33-*.png;
// UPDATE_SCREENS=1; see playwright.config.ts), in Greek, at the desktop and phone sizes.

const SIZES = [
  ["desktop", { width: 1366, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

// The first look at a screen waits longer: on a busy 2-core machine a first load took over 30 s.
const slow = expect.configure({ timeout: 60_000 });

/**
 * Both sizes of one screen, as seen (the signed-in layout has a fixed sidebar), with `focus` scrolled
 * into view at each size; `fullPage` for the public screens.
 */
async function capture(page: Page, name: string, focus?: Locator, fullPage = false) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout settles after the breakpoint change
    if (focus !== undefined) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `docs/screens/issue33-${name}-${size}.png`,
      fullPage,
      animations: "disabled",
      caret: "hide",
    });
  }
}

test.describe("as the store manager", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("item 1: a ticket just saved, its detail with the confirmation", async ({ page }) => {
    await page.setViewportSize(SIZES[0][1]);
    const title = "Η πόρτα της αποθήκης δεν κλειδώνει";
    await page.goto(at("/new_ticket"));
    await fillNewTicket(page, title);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/portal\/tickets\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const notice = page.getByTestId("ticket-saved-notice");
    await expect(notice.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "ticket-saved", page.getByRole("heading", { level: 1 }));
  });

  test("item 7: a count in Greek, the exam's one unanswered question", async ({ page }) => {
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/training?exam=1"));
    const submit = page.getByRole("button", { name: text("ui_exam_submit"), exact: true });
    await slow(submit).toBeVisible();
    // Every question answered but the last, with its first choice.
    const questions = page.locator("form fieldset");
    const count = await questions.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count - 1; index += 1) {
      await questions.nth(index).locator("input").first().check();
    }
    await submit.click();
    const unanswered = page.getByText(text("ui_exam_confirm_unanswered_one", "el", { count: 1 }), {
      exact: true,
    });
    await expect(unanswered).toBeVisible();
    await capture(page, "exam-unanswered-one", unanswered);
  });

  test("smaller findings: the report's answers table scrolls sideways on a phone, with a shadow", async ({
    page,
  }) => {
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/evaluations-report"));
    await slow(page.getByRole("table").getByRole("link").first()).toBeVisible();
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: text("ui_report_specs") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const answers = page.getByRole("table").last();
    await expect(answers).toBeVisible();
    await capture(page, "report-answers", answers);
  });
});

test.describe("as the franchisee", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  test("item 6: the staff screen right after approving a pending person", async ({ page, request }) => {
    const person = await registerThroughApi(request, "approved-screen", "Νέος#Κωδικός2026", {
      approve: false,
    });
    const name = `${person.firstName} ${person.lastName}`;
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/users"));
    const staff = page.getByRole("region", { name: new RegExp(`^${text("ui_staff_list_title")}`) });
    await slow(
      page.getByRole("button", { name: `${text("ui_staff_pending_approve")}: ${name}`, exact: true }),
    ).toBeVisible();
    await page
      .getByRole("button", { name: `${text("ui_staff_pending_approve")}: ${name}`, exact: true })
      .click();
    const notice = page.getByText(text("ui_staff_pending_approved_female", "el", { name }));
    await expect(notice).toBeVisible();
    await expect(staff.getByText(name)).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The notice and the list's count, then her entry further down the list.
    await capture(page, "staff-approved", notice);
    await capture(page, "staff-approved-list", staff.getByText(name));
  });
});

test.describe("as head office", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("smaller findings: the post form's styled file pickers and date fields", async ({ page }) => {
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/posts/new"));
    const from = page.getByLabel(text("ui_post_form_from"), { exact: true });
    await slow(from).toBeVisible();
    const picker = page.getByText(text("ui_file_choose"), { exact: true }).first();
    await expect(picker).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The dates halfway down the form, then the file pickers near its end.
    await capture(page, "post-form-dates", from);
    await capture(page, "post-form-files", picker);
  });
});

// The login form sends every try to the session machine, which drops the last try's answer.
test("smaller findings: the login page after an invalid second try shows only the field errors", async ({
  page,
}) => {
  await page.goto(at("/"));
  await signInWithForm(page, ACCOUNTS.franchisee.mobile, "Lathos#2026");
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toHaveText(text("b2b_wrong_username_password"));
  // The second try leaves the password empty: the field's error, and the server's answer is gone.
  await page.getByLabel(text("ui_login_password"), { exact: true }).fill("");
  await page.getByRole("button", { name: text("ui_login_submit"), exact: true }).click();
  await expect(page.getByText(text("b2b_login_password_required"))).toBeVisible();
  await expect(page.getByText(text("b2b_wrong_username_password"))).toHaveCount(0);
  await capture(page, "login-second-try", undefined, true);
});
