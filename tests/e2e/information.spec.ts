import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, type DemoAccount } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, chooseLanguage, headerSearchBox, openSignedIn } from "./support/session";
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
    await openSignedIn(page, ACCOUNTS.headOffice);
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
    await openSignedIn(page, ACCOUNTS.staff);
    const search = await headerSearchBox(page);
    await search.fill(`ΡΟΥΧΑ ΓΙΑ ΕΠΙΔΙΟΡΘΩΣΗ ${stamp}`);
    const hit = page.getByRole("option", {
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

/*
 * Issue #32: the header's results grouped by kind with the typed words marked, a result opened, and
 * "All results" to the /search page, used with the keyboard; at a laptop's width and a phone's.
 */
test.describe("search from the header and the /search page (issue #32)", () => {
  /** "ταμειο" without its accent: the FAQ entry, the operations guide and the store's POS ticket. */
  const QUERY = "ταμειο";
  const FAQ_TITLE = "Πώς κλείνω το ταμείο στο τέλος της ημέρας;";
  const shots = process.env["SEARCH_SCREENSHOTS"];

  for (const width of [1366, 390] as const) {
    test(`the header groups the hits by kind and opens one (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openSignedIn(page, ACCOUNTS.storeManager);
      const search = await headerSearchBox(page);
      await search.fill(QUERY);
      const results = page.getByRole("listbox", { name: text("ui_search_results"), exact: true });
      await expect(results).toBeVisible();
      const faq = results.getByRole("group", { name: text("ui_search_source_faq"), exact: true });
      const hit = faq.getByRole("option", { name: new RegExp(FAQ_TITLE.replace("?", "\\?")) });
      await expect(hit).toBeVisible();
      // The typed word is marked in its own spelling ("ταμε" of "ταμείο").
      await expect(hit.locator("mark").first()).toHaveText(/^ταμε/i);
      await expect(
        results.getByRole("option", { name: text("ui_search_all_results"), exact: true }),
      ).toBeVisible();
      // The dropdown is readable: as wide as the screen on a phone, inside it everywhere.
      const panel = await page.getByTestId("header-search-panel").boundingBox();
      expect(panel).not.toBeNull();
      if (panel !== null) {
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(width + 0.5);
        if (width === 390) expect(panel.width).toBeGreaterThanOrEqual(370);
      }
      if (shots !== undefined) await page.screenshot({ path: `${shots}/header-${width}.png` });
      await expectNoSeriousViolations(page, `header search results ${width} (el-GR)`);
      const before = page.url();
      if (width === 1366) {
        // The keyboard: ArrowDown to the first result, Enter opens it.
        await search.press("ArrowDown");
        await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
        const active = await search.getAttribute("aria-activedescendant");
        await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
        await page.keyboard.press("Enter");
      } else {
        await hit.click();
      }
      await expect(page).not.toHaveURL(before);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(results).toBeHidden();
    });
  }

  for (const width of [1366, 390] as const) {
    test(`"All results" opens /search, used with the keyboard (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openSignedIn(page, ACCOUNTS.storeManager);
      const search = await headerSearchBox(page);
      await search.fill(QUERY);
      const all = page.getByRole("option", { name: text("ui_search_all_results"), exact: true });
      await all.click();
      await expect(page).toHaveURL(new RegExp(`/portal/search\\?q=${encodeURIComponent(QUERY)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_search"));
      const field = page
        .getByRole("main")
        .getByRole("searchbox", { name: text("ui_search_label"), exact: true });
      await expect(field).toHaveValue(QUERY);
      const faq = page.getByRole("region", { name: new RegExp(`^${text("ui_search_source_faq")}`) });
      await expect(faq.getByRole("heading", { level: 2 })).toContainText(/\d+ αποτ/);
      await expect(faq.getByRole("link", { name: new RegExp(FAQ_TITLE.replace("?", "\\?")) })).toBeVisible();
      const fieldBox = await field.boundingBox();
      const main = await page.getByRole("main").boundingBox();
      if (fieldBox !== null && main !== null) expect(fieldBox.width).toBeGreaterThanOrEqual(main.width * 0.8);
      if (shots !== undefined) await page.screenshot({ path: `${shots}/page-${width}.png`, fullPage: true });
      await expectNoSeriousViolations(page, `/search ${width} (el-GR)`);
      // The arrows move from the field into the results and back; Enter opens the one focused.
      await field.focus();
      await page.keyboard.press("ArrowDown");
      const first = page.getByRole("main").locator("a[data-hit]").first();
      await expect(first).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(field).toBeFocused();
      // Typing writes the query to the address; nothing found names what was searched.
      await field.fill("ζζξψ");
      await expect(page).toHaveURL(/q=%CE%B6%CE%B6%CE%BE%CF%88$/);
      await expect(page.getByTestId("search-status")).toContainText(text("ui_search_source_faq"));
      await expect(page.getByTestId("search-status")).toContainText(text("ui_search_source_tickets"));
      await field.fill(QUERY);
      await expect(faq).toBeVisible();
      await field.focus();
      await page.keyboard.press("ArrowDown");
      await expect(first).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/\/portal\/search/);
    });
  }

  test("the header's results and /search pass axe in English", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.staff);
    await chooseLanguage(page, "en-US", "el");
    const search = await headerSearchBox(page, "en");
    await search.fill(QUERY);
    await expect(
      page.getByRole("listbox", { name: text("ui_search_results", "en"), exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "header search results (en-US)");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/portal\/search\?q=/);
    await expect(page.getByTestId("search-status")).toHaveText(/results? for/);
    await expectNoSeriousViolations(page, "/search (en-US)");
    await page.getByRole("main").getByRole("searchbox").fill("ζζξψ");
    await expect(page.getByTestId("search-status")).toContainText("Nothing found for “ζζξψ” in:");
    await expectNoSeriousViolations(page, "/search with nothing found (en-US)");
  });
});

for (const account of ROLES) {
  test(`every information route shows its content to ${account.role} (${account.mobile})`, async ({
    page,
  }) => {
    await openSignedIn(page, account);
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
    await openSignedIn(page, ACCOUNTS.storeManager);
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
