import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, type DemoAccount } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, chooseLanguage, headerSearchBox, signIn } from "./support/session";
import { text } from "./support/texts";

/*
 * The information area as people use it (issue 16): a new user reads the terms from the registration
 * form; head office adds a FAQ entry in Greek and English and a staff member finds it by typing
 * without accents; every route shows real content for every role allowed; axe in both languages.
 * Every test signs in through the form (the saved sign-ins are shared by runs on other ports).
 */

/** What each route shows from the demo data (server/information/seed/), in Greek. */
const ROUTES: readonly { readonly path: string; readonly shows: string }[] = [
  { path: "/information_material", shows: "Οδηγός λειτουργίας καταστήματος 2026" },
  { path: "/faq", shows: "Πώς κλείνω το ταμείο στο τέλος της ημέρας;" },
  { path: "/faq/1", shows: "Αναφορά Ζ" },
  { path: "/about", shows: "Σχετικά με τον όμιλο" },
  { path: "/allproductsandservices", shows: "Πλεκτό ζιβάγκο μάλλινο" },
  { path: "/allclients", shows: "Ηλεκτροτεχνική Αττικής ΑΕ" },
  { path: "/targit-reports", shows: "Πωλήσεις ανά κατάστημα – Οκτώβριος" },
  { path: "/preview?id=1", shows: "Ο υπεύθυνος βάρδιας ελέγχει τον συναγερμό" },
  { path: "/page/terms", shows: "Όροι χρήσης της πύλης συνεργατών" },
];

/** Every role that signs in with a password (azureUser signs in only through the corporate provider). */
const ROLES: readonly DemoAccount[] = [
  ACCOUNTS.headOffice,
  ACCOUNTS.franchisee,
  ACCOUNTS.storeManager,
  ACCOUNTS.staff,
  ACCOUNTS.trainee,
];

/** Moves inside the app like a click on a link would (no reload, the session stays). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, at(path));
}

test("a new user opens the terms from the registration form and reads their body", async ({ page }) => {
  await page.goto(at("/register"));
  const read = page.getByRole("button", { name: text("ui_terms_read"), exact: true });
  await read.click();
  await expect(read).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Όροι χρήσης της πύλης συνεργατών" })).toBeVisible();
  await expect(page.getByText("Ο λογαριασμός σας είναι προσωπικός")).toBeVisible();
  await expectNoSeriousViolations(page, "register with the terms open (el-GR)");
  await chooseLanguage(page, "en-US", "el");
  await expect(page.getByRole("heading", { name: "Terms of use of the partner portal" })).toBeVisible();
  await expectNoSeriousViolations(page, "register with the terms open (en-US)");
});

test.describe.serial("head office adds a FAQ entry, a staff member finds it", () => {
  const stamp = Date.now();
  const questionGr = `Πού παραδίδω τα ρούχα για επιδιόρθωση; ${stamp}`;
  const questionEn = `Where do I hand in clothes for mending? ${stamp}`;

  test("head office writes the entry in Greek and English and publishes it", async ({ page }) => {
    await signIn(page, ACCOUNTS.headOffice);
    await openInApp(page, "/faq");
    await page.getByRole("button", { name: text("ui_faq_add"), exact: true }).click();
    const greek = page.getByRole("group", { name: text("ui_faq_editor_greek"), exact: true });
    const english = page.getByRole("group", { name: text("ui_faq_editor_english"), exact: true });
    // Publishing an empty form shows what is missing and sends nothing.
    await page.getByRole("button", { name: text("ui_faq_save"), exact: true }).click();
    await expect(greek.getByText(text("b2b_faq_required")).first()).toBeVisible();
    await expectNoSeriousViolations(page, "FAQ editor with errors (el-GR)");
    await greek.getByLabel(text("ui_faq_field_category"), { exact: true }).fill("Μεταποιήσεις");
    await greek.getByLabel(text("ui_faq_field_question"), { exact: true }).fill(questionGr);
    await greek
      .getByLabel(text("ui_faq_field_answer"), { exact: true })
      .fill("<p>Στο ραφείο της Ερμού, κάθε Τρίτη και Πέμπτη. Η επιδιόρθωση κρατά τρεις εργάσιμες.</p>");
    await english.getByLabel(text("ui_faq_field_category"), { exact: true }).fill("Alterations");
    await english.getByLabel(text("ui_faq_field_question"), { exact: true }).fill(questionEn);
    // The draft survives a reload.
    await page.reload();
    await page.getByRole("button", { name: text("ui_faq_add"), exact: true }).click();
    await expect(greek.getByLabel(text("ui_faq_field_question"), { exact: true })).toHaveValue(questionGr);
    await english
      .getByLabel(text("ui_faq_field_answer"), { exact: true })
      .fill(
        "<p>At the Ermou Street tailor, every Tuesday and Thursday. Mending takes three working days.</p>",
      );
    await page.getByRole("button", { name: text("ui_faq_save"), exact: true }).click();
    await expect(page.getByText(text("ui_faq_saved"))).toBeVisible();
    await expect(page.getByRole("link", { name: questionGr })).toBeVisible();
  });

  test("a staff member types it without accents in the header, opens it and says it helped", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    const search = await headerSearchBox(page);
    await search.fill(`ΡΟΥΧΑ ΓΙΑ ΕΠΙΔΙΟΡΘΩΣΗ ${stamp}`);
    const hit = page.getByRole("link", {
      name: new RegExp(questionGr.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    await expect(hit).toBeVisible();
    await expectNoSeriousViolations(page, "header search results (el-GR)");
    await hit.click();
    await expect(page).toHaveURL(/\/portal\/faq\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(questionGr);
    await expect(page.getByText("Στο ραφείο της Ερμού")).toBeVisible();
    await page.getByRole("button", { name: text("ui_faq_helpful_yes"), exact: true }).click();
    await expect(page.getByText(text("ui_faq_helpful_thanks"))).toBeVisible();
    await chooseLanguage(page, "en-US", "el");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(questionEn);
  });
});

for (const account of ROLES) {
  test(`every information route shows its content to ${account.role} (${account.mobile})`, async ({
    page,
  }) => {
    await signIn(page, account);
    for (const route of ROUTES) {
      await openInApp(page, route.path);
      await expect(page.getByText(route.shows).first(), `${route.path} for ${account.role}`).toBeVisible();
    }
  });
}

for (const language of ["el", "en"] as const) {
  test(`the information screens pass axe (${language})`, async ({ page }) => {
    // axe on nine screens takes a while on a shared 2-core machine.
    test.setTimeout(180_000);
    await signIn(page, ACCOUNTS.storeManager);
    if (language === "en") await chooseLanguage(page, "en-US", "el");
    for (const route of ROUTES) {
      await openInApp(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: text("ui_info_loading", language) }),
      ).toHaveCount(0);
      await expectNoSeriousViolations(page, `${route.path} (${language})`);
    }
  });
}
