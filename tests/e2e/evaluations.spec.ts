import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, readTokens, openSignedIn, signInWithForm, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";
import { cutPost, PNG } from "./support/tickets";

/*
 * Store audits as the roles use them (issue 14): head office writes a checklist template with a
 * question that needs a photo and makes a task when it fails; the store manager of store 1 fills it
 * on a phone with a photo, the connection drops once during the submit (the server saved it, the
 * answer was lost), and "submit" again ends with exactly one report; the failed item is a task of the
 * store; head office confirms it; the report shows the score, the photo and the chart; staff cannot
 * open the report routes. Every test signs in through the form (saved sign-ins are shared by runs).
 */

const API = "/echo/rest/api";
const PHONE = { width: 390, height: 844 };
const QUESTION = "Η βιτρίνα είναι καθαρή;";
const PHOTO = "βιτρίνα.png";

async function pageAs(browser: import("@playwright/test").Browser, account: DemoAccount, phone = false) {
  const context = await browser.newContext(phone ? { viewport: PHONE, hasTouch: true, isMobile: true } : {});
  const page = await context.newPage();
  await openSignedIn(page, account);
  return page;
}

/** A GET of the API with the page's own login. */
async function apiGet(page: Page, path: string) {
  const tokens = await readTokens(page);
  return page.request.get(`${API}/${path}`, {
    headers: { Accept: "application/json", Authorization: `Bearer ${tokens?.access_token ?? ""}` },
  });
}

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test.describe.serial("a store audit from template to confirmed report", () => {
  const title = `Έλεγχος βιτρίνας E2E ${Date.now()}`;
  let reportUrl = "";

  test("head office writes a template with a photo question", async ({ browser }) => {
    const page = await pageAs(browser, ACCOUNTS.headOffice);
    await page.goto(at("/evaluations"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_evaluations"));
    await page.getByRole("button", { name: text("ui_eval_author_open"), exact: true }).click();
    const titleField = page.getByLabel(text("ui_eval_field_title"), { exact: true });
    await titleField.fill("ab");
    await page.getByRole("button", { name: text("ui_eval_publish"), exact: true }).click();
    await expect(page.getByText(text("b2b_checklist_title_min_length"))).toBeVisible();

    await titleField.fill(title);
    const section = group(page, text("ui_eval_field_section", "el", { n: 1 }));
    await section.getByLabel(text("ui_eval_field_section_title"), { exact: true }).fill("Βιτρίνα");
    const first = group(page, text("ui_eval_field_question", "el", { n: 1 }));
    await first.getByLabel(text("ui_eval_field_question_text"), { exact: true }).fill(QUESTION);
    await first.getByLabel(text("ui_eval_field_photo_required")).check();
    await first.getByLabel(text("ui_eval_field_creates_task")).check();
    await page.getByRole("button", { name: text("ui_eval_add_question"), exact: true }).click();
    const second = group(page, text("ui_eval_field_question", "el", { n: 2 }));
    await second.getByLabel(text("ui_eval_field_question_text"), { exact: true }).fill("Φρεσκάδα προϊόντων");
    await second.getByLabel(text("ui_eval_field_kind"), { exact: true }).selectOption("score");
    await second.getByLabel(text("ui_eval_field_weight"), { exact: true }).fill("2");
    await expectNoSeriousViolations(page, "/evaluations with the template form");
    await page.getByRole("button", { name: text("ui_eval_publish"), exact: true }).click();
    await expect(page.getByText(text("ui_eval_published", "el", { title }))).toBeVisible();
    await page.context().close();
  });

  test("the store manager fills it on a phone with a photo; a lost answer still makes one report", async ({
    browser,
  }) => {
    const page = await pageAs(browser, ACCOUNTS.storeManager, true);
    await page.goto(at("/checklists"));
    await page.getByRole("link", { name: `${text("ui_checklists_fill")}: ${title}`, exact: true }).click();
    const templateId = Number(/\/checklists\/(\d+)$/.exec(page.url())?.[1]);
    const photoQuestion = group(page, `1. ${QUESTION}`);
    await photoQuestion.getByLabel(text("ui_checklist_no"), { exact: true }).check();
    // Submitting without the required photo is refused in place.
    await page.getByRole("button", { name: text("ui_checklist_submit"), exact: true }).click();
    await expect(photoQuestion.getByText(text("b2b_checklist_photo_required"))).toBeVisible();

    await photoQuestion
      .getByLabel(text("ui_checklist_photo_required"))
      .setInputFiles({ name: PHOTO, mimeType: "image/png", buffer: PNG });
    await expect(photoQuestion.getByRole("button", { name: `✕ ${PHOTO}` })).toBeVisible();
    await group(page, "2. Φρεσκάδα προϊόντων").getByLabel("3", { exact: true }).check();

    // The answers and the photo are kept on the device through a reload.
    await page.reload();
    await expect(
      group(page, `1. ${QUESTION}`).getByLabel(text("ui_checklist_no"), { exact: true }),
    ).toBeChecked();
    await expect(group(page, `1. ${QUESTION}`).getByRole("button", { name: `✕ ${PHOTO}` })).toBeVisible();
    await expectNoSeriousViolations(page, "/checklists/{id} on a phone");

    // The server saves the first submit, but its answer never arrives.
    const submits = await cutPost(page, `checklists/${templateId}/submit`, "after");
    await page.getByRole("button", { name: text("ui_checklist_submit"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: text("b2b_network_error") })).toBeVisible();
    await page.getByRole("button", { name: text("ui_checklist_submit"), exact: true }).click();
    await expect(page.getByText(text("ui_checklist_open_report"))).toBeVisible();
    expect(submits.calls()).toBe(2);

    const reports = (await (await apiGet(page, "reports-evaluation?location_id=1&limit=100")).json()) as {
      items: { id: number; title: string }[];
    };
    expect(reports.items.filter((r) => r.title === title)).toHaveLength(1);
    await page.getByRole("link", { name: text("ui_checklist_open_report") }).click();
    reportUrl = new URL(page.url()).pathname.replace(/^\/portal/, "");
    expect(reportUrl).toMatch(/^\/evaluations-report\/\d+$/);
    await page.context().close();
  });

  test("the failed item is a task of the store", async ({ browser }) => {
    const page = await pageAs(browser, ACCOUNTS.storeManager);
    await page.goto(at("/tasks"));
    await expect(page.getByText(`${title}: ${QUESTION}`, { exact: true })).toBeVisible();
    await page.context().close();
  });

  test("head office confirms it", async ({ browser }) => {
    const page = await pageAs(browser, ACCOUNTS.headOffice);
    await page.goto(at("/evaluations"));
    await page.getByRole("button", { name: new RegExp(`^${text("ui_eval_confirm")}: ${title} `) }).click();
    await expect(page.getByText(text("ui_eval_confirmed_notice"))).toBeVisible();
    await page.context().close();
  });

  for (const language of ["el", "en"] as const satisfies readonly Language[])
    test(`the report shows the score, the photo and the chart (${language})`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (language === "en") await startInLanguage(page, "en-US");
      await page.goto(at("/"));
      await signInWithForm(page, ACCOUNTS.storeManager.mobile, DEMO_PASSWORD, language);
      await expect(page).toHaveURL(/\/portal\/dashboard$/);
      await page.goto(at(reportUrl));
      // (1·0 + 2·3/5) / 3 = 40 %, as each language writes it (issue #33 item 7).
      await expect(page.getByText(language === "el" ? "40 %" : "40%", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text("ui_route_evaluations_report", language),
      );
      await expect(page.getByRole("img", { name: PHOTO })).toBeVisible();
      await expect(page.getByRole("img", { name: text("ui_eval_chart_title", language) })).toBeVisible();
      await expect(page.getByText(text("ui_report_not_confirmed", language))).toHaveCount(0);
      await expect(page.getByText(text("ui_report_failed", language))).toBeVisible();
      await expectNoSeriousViolations(page, `/evaluations-report/{id} (${language})`);
      await context.close();
    });
});

test("a staff member cannot open the report routes", async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.staff);
  // The app's guard (spec 6): the route shows "no access" and nothing of the area.
  for (const path of ["/evaluations-report", "/evaluations-report/1", "/checklists", "/checklists/1"]) {
    await page.goto(at(path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_forbidden_title"));
  }
  expect((await apiGet(page, "reports-evaluation?location_id=2")).status()).toBe(403);
  // Evaluations themselves are open to staff (spec 6), with their scores (user type 2).
  await page.goto(at("/evaluations"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_evaluations"));
  await expect(page.getByRole("button", { name: text("ui_eval_author_open") })).toHaveCount(0);
});
