import { expect, test, type Page } from "@playwright/test";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { menuTitle } from "../../core/rules/menu-title";
import { expectNoSeriousViolations } from "./support/axe";
import { startFromNothing, type FromNothing } from "./support/from-nothing";
import { chooseLanguage, readTokens, signInWithForm } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 35's first acceptance line, "Playwright from nothing": a production-mode server on an empty
// PostgreSQL database, whose only account is the head office that `npm run admin --
// create-head-office` made (tests/e2e/support/from-nothing.ts), set up through the console alone.

const COMPANY = "Αφοί Παπαδόπουλοι Ο.Ε.";
const STORES = [
  { title: "Πειραιάς Λιμάνι", shortName: "Πειραιάς", warehouse: "701", city: "Πειραιάς" },
  { title: "Γλυφάδα Κέντρο", shortName: "Γλυφάδα", warehouse: "702", city: "Γλυφάδα" },
] as const;
const [PIRAEUS, GLYFADA] = STORES;

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1366, height: 768 } });

let portal: FromNothing;
test.beforeAll(async () => {
  // An empty database migrated by the command, then the server's first start (migrations are
  // already there; reference data only): well under a minute, but the machine is shared.
  test.setTimeout(180_000);
  portal = await startFromNothing();
});
test.afterAll(async () => {
  await portal?.stop();
});

/** The login form on this server, then the dashboard. */
async function signInHere(page: Page, mobile: string, password: string, language: Language = "el") {
  await page.goto(portal.url("/"));
  await signInWithForm(page, mobile, password, language);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu", language) })).toBeVisible();
}

/** The console's section links (Stores, Companies, People) under its title. */
const sections = (page: Page, language: Language = "el") =>
  page.getByRole("navigation", { name: text("ui_admin_sections", language) });

/** A row of a console list (stores, companies, people) by the words it shows. */
const row = (page: Page, listKey: string, words: string, language: Language = "el") =>
  page
    .getByRole("list", { name: text(listKey, language), exact: true })
    .getByRole("listitem")
    .filter({ hasText: words });

/** The header's store: a button that lists the stores with two or more, a plain name with one. */
const headerStore = (page: Page) => page.getByTestId("header-store");

/** Opens the header's store list and gives its choices (one button per store). */
async function storeChoices(page: Page) {
  await headerStore(page).click();
  const panel = await headerStore(page).getAttribute("aria-controls");
  return page.locator(`[id="${panel}"]`).getByRole("button");
}

test("the command's account signs in and sets up a company and two stores through the console", async ({
  page,
}) => {
  expect(portal.commandOutput).toMatch(
    /^Head-office account \d+ created for \+30 6977000001: it sees every store and may administer\.\n$/u,
  );
  // Production mode: no demo account answers, and no outbox route for reading messages.
  const demo = await page.request.get(`${portal.origin}/echo/rest/api/dev/outbox`);
  expect(demo.status()).toBe(404);

  await signInHere(page, portal.headOffice.mobile, portal.headOffice.password);
  // No store exists yet: nothing to pick in the header.
  await expect(headerStore(page)).toHaveCount(0);

  // Administration from the sidebar (in Greek the menu's titles are written unaccented, lower case,
  // and shown in capitals): the stores section, empty.
  await page
    .getByRole("navigation", { name: text("ui_sidebar_menu") })
    .getByRole("link", { name: menuTitle(text("ui_menu_admin")), exact: true })
    .click();
  await expect(page).toHaveURL(/\/portal\/admin\/stores$/);
  await expect(page.getByText(text("ui_admin_stores_empty"))).toBeVisible();

  // A franchisee company.
  await sections(page)
    .getByRole("link", { name: text("ui_admin_companies"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/portal\/admin\/companies$/);
  // Only the head-office company, which production mode's reference data hold.
  await expect(row(page, "ui_admin_companies", HEAD_OFFICE_COMPANY)).toBeVisible();
  await page.getByRole("button", { name: text("ui_admin_company_new"), exact: true }).click();
  await page.getByLabel(text("ui_admin_company_name"), { exact: true }).fill(COMPANY);
  await page.getByRole("button", { name: text("ui_admin_save"), exact: true }).click();
  await expect(row(page, "ui_admin_companies", COMPANY)).toBeVisible();
  await expect(page.getByRole("heading", { name: text("ui_admin_company_new") })).toHaveCount(0);

  // Two stores of that company.
  await sections(page)
    .getByRole("link", { name: text("ui_admin_stores"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/portal\/admin\/stores$/);
  for (const store of STORES) {
    await page.getByRole("button", { name: text("ui_admin_store_new"), exact: true }).click();
    const form = page.getByRole("region", { name: text("ui_admin_store_new"), exact: true });
    await expect(form).toBeVisible();
    await form.getByLabel(text("ui_admin_store_title"), { exact: true }).fill(store.title);
    await form.getByLabel(text("ui_admin_store_short_name"), { exact: true }).fill(store.shortName);
    await form.getByLabel(text("ui_admin_store_warehouse"), { exact: true }).fill(store.warehouse);
    await form.getByLabel(text("ui_admin_store_city"), { exact: true }).fill(store.city);
    await form.getByLabel(text("ui_admin_store_company"), { exact: true }).selectOption({ label: COMPANY });
    await form.getByRole("button", { name: text("ui_admin_save"), exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, "ui_admin_stores", store.title)).toBeVisible();
  }
  await expect(row(page, "ui_admin_stores", COMPANY)).toHaveCount(2);
  // The company now counts both.
  await sections(page)
    .getByRole("link", { name: text("ui_admin_companies"), exact: true })
    .click();
  await expect(
    row(page, "ui_admin_companies", COMPANY).getByText(
      text("ui_admin_company_open_stores_other", "el", { count: 2 }),
    ),
  ).toBeVisible();
});

// The head office invites a franchisee for both stores; the invitation arrives by SMS and e-mail
// (the sinks); the link opens /setpassword, whose SMS code also comes from the sink; the franchisee
// signs in and the store picker lists exactly the two stores. Then the head office deactivates the
// franchisee (who can no longer sign in) and reactivates them (who can again).
test("a franchisee invited for both stores sets a password, sees exactly them, and is deactivated and reactivated", async ({
  page,
  browser,
}) => {
  await signInHere(page, portal.headOffice.mobile, portal.headOffice.password);
  const franchisee = {
    firstName: "Κατερίνα",
    lastName: "Νικολάου",
    mobile: "6977000002",
    email: "k.nikolaou@example.com",
    password: "Katastima#2026",
  };
  const name = `${franchisee.firstName} ${franchisee.lastName}`;
  await page.goto(portal.url("/admin/users"));
  await page.getByRole("button", { name: text("ui_admin_invite"), exact: true }).click();
  const form = page.getByRole("region", { name: text("ui_admin_invite"), exact: true });
  await form.getByLabel(text("ui_admin_person_first_name"), { exact: true }).fill(franchisee.firstName);
  await form.getByLabel(text("ui_admin_person_last_name"), { exact: true }).fill(franchisee.lastName);
  await form.getByLabel(text("ui_admin_person_mobile"), { exact: true }).fill(franchisee.mobile);
  await form
    .getByRole("textbox", { name: new RegExp(`^${text("ui_admin_store_email")}`, "u") })
    .fill(franchisee.email);
  await form.getByLabel(text("ui_admin_person_role"), { exact: true }).selectOption("franchisee");
  for (const store of STORES)
    await form.getByRole("checkbox", { name: new RegExp(`^${store.title} ·`, "u") }).check();
  await form.getByLabel(text("ui_admin_store_company"), { exact: true }).selectOption({ label: COMPANY });
  const smsBefore = portal.sms.messages.length;
  const mailBefore = portal.smtp.mails.length;
  await form.getByRole("button", { name: text("ui_admin_save"), exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(row(page, "ui_admin_people", name)).toBeVisible();

  // The registration link, by SMS (to the mobile with its country code) and by e-mail.
  const invitation = await portal.sms.waitFor(`+30${franchisee.mobile}`, {
    after: smsBefore,
    timeoutMs: 15_000,
  });
  const mail = await portal.smtp.waitFor(franchisee.email, { after: mailBefore, timeoutMs: 15_000 });
  const link = new URL(/(https?:\/\/\S+setpassword\S*)/u.exec(invitation.text)?.[1] ?? "");
  expect(link.origin).toBe(portal.origin);
  expect(link.pathname).toBe("/portal/setpassword");
  expect(mail.text).toContain(link.searchParams.get("m") ?? "no token");

  // /setpassword as in registration.spec.ts: passwords, terms, the SMS code, done.
  const invited = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const invitedPage = await invited.newPage();
  await invitedPage.goto(link.toString());
  await expect(invitedPage.getByText(name)).toBeVisible();
  await invitedPage.getByLabel(text("ui_field_password"), { exact: true }).fill(franchisee.password);
  await invitedPage
    .getByLabel(text("ui_field_password_confirmation"), { exact: true })
    .fill(franchisee.password);
  await invitedPage.getByRole("checkbox", { name: text("ui_complete_terms") }).check();
  const codeBefore = portal.sms.messages.length;
  await invitedPage.getByRole("button", { name: text("ui_complete_send_code"), exact: true }).click();
  const codeSms = await portal.sms.waitFor(`+30${franchisee.mobile}`, {
    after: codeBefore,
    timeoutMs: 15_000,
  });
  const code = /\b\d{6}\b/u.exec(codeSms.text)?.[0] ?? "";
  await invitedPage.getByLabel(text("ui_complete_code"), { exact: true }).fill(code);
  await invitedPage.getByRole("button", { name: text("ui_complete_submit"), exact: true }).click();
  await expect(invitedPage).toHaveURL(/\/portal\/\?notice=b2b_invitation_accepted$/u);

  // Signed in, the franchisee picks among exactly the two stores.
  await signInWithForm(invitedPage, franchisee.mobile, franchisee.password);
  await expect(invitedPage).toHaveURL(/\/portal\/dashboard$/u);
  const choices = await storeChoices(invitedPage);
  await expect(choices).toHaveCount(2);
  for (const store of STORES) await expect(choices.filter({ hasText: store.title })).toHaveCount(1);

  // Deactivated, the franchisee cannot sign in; reactivated, they can.
  await page.goto(portal.url("/admin/users"));
  await page.getByRole("button", { name: `${text("ui_admin_deactivate")}: ${name}`, exact: true }).click();
  await page
    .getByRole("group", { name: text("ui_admin_deactivate_question", "el", { name }) })
    .getByRole("button", { name: text("ui_admin_deactivate"), exact: true })
    .click();
  await expect(page.getByText(text("ui_admin_deactivated", "el", { name }))).toBeVisible();
  await invitedPage.context().clearCookies();
  await invitedPage.evaluate(() => localStorage.clear());
  await invitedPage.goto(portal.url("/"));
  await signInWithForm(invitedPage, franchisee.mobile, franchisee.password);
  await expect(invitedPage).not.toHaveURL(/\/portal\/dashboard$/u);
  expect(await readTokens(invitedPage)).toBeUndefined();

  await page.getByRole("button", { name: `${text("ui_admin_reactivate")}: ${name}`, exact: true }).click();
  await expect(page.getByText(text("ui_admin_reactivated", "el", { name }))).toBeVisible();
  await signInWithForm(invitedPage, franchisee.mobile, franchisee.password);
  await expect(invitedPage).toHaveURL(/\/portal\/dashboard$/u);
  await invited.close();
});

test("head office's store picker lists both stores, and a closed store leaves it", async ({ page }) => {
  await signInHere(page, portal.headOffice.mobile, portal.headOffice.password);
  // The every-store view: both open stores in the header's list.
  const choices = await storeChoices(page);
  await expect(choices).toHaveCount(2);
  for (const store of STORES) await expect(choices.filter({ hasText: store.title })).toHaveCount(1);
  await headerStore(page).click();

  // Close one, after the question.
  await page.goto(portal.url("/admin/stores"));
  await page
    .getByRole("button", { name: `${text("ui_admin_store_close")}: ${GLYFADA.title}`, exact: true })
    .click();
  const question = page.getByRole("group", {
    name: text("ui_admin_store_close_question", "el", { name: GLYFADA.title }),
  });
  await question.getByRole("button", { name: text("ui_admin_store_close"), exact: true }).click();
  await expect(
    page.getByText(text("ui_admin_store_closed_notice", "el", { name: GLYFADA.title })),
  ).toBeVisible();
  await expect(row(page, "ui_admin_stores", GLYFADA.title)).toHaveCount(0);
  await page.getByLabel(text("ui_admin_store_state"), { exact: true }).selectOption("closed");
  await expect(row(page, "ui_admin_stores", GLYFADA.title)).toBeVisible();
  await expect(row(page, "ui_admin_stores", PIRAEUS.title)).toHaveCount(0);

  // The stores are read at sign-in: a new page load has only the open one, named, with nothing to pick.
  await page.reload();
  await expect(headerStore(page)).toHaveText(new RegExp(PIRAEUS.title, "u"));
  await expect(headerStore(page)).not.toHaveText(new RegExp(GLYFADA.title, "u"));
  await expect(
    page.getByRole("banner").getByRole("button", { name: new RegExp(PIRAEUS.title, "u") }),
  ).toHaveCount(0);
});

test("the three console screens pass axe in Greek and in English", async ({ page }) => {
  await signInHere(page, portal.headOffice.mobile, portal.headOffice.password);
  const screens = [
    ["/admin/stores", "ui_admin_store_new"],
    ["/admin/companies", "ui_admin_company_new"],
    ["/admin/users", "ui_admin_search_people"],
  ] as const;
  for (const language of ["el", "en"] as const) {
    if (language === "en") await chooseLanguage(page, "en-US", "el");
    for (const [path, ready] of screens) {
      await page.goto(portal.url(path));
      await expect(page.getByText(text(ready, language)).first()).toBeVisible();
      await expect(page.getByText(text("ui_admin_loading", language))).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} (${language})`);
    }
    // A form open too: the store form, with its labels and the company select.
    await page.goto(portal.url("/admin/stores"));
    await page.getByRole("button", { name: text("ui_admin_store_new", language), exact: true }).click();
    await expect(page.getByLabel(text("ui_admin_store_company", language), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `/admin/stores, new store form (${language})`);
    // And the invitation form, with its store choice.
    await page.goto(portal.url("/admin/users"));
    await page.getByRole("button", { name: text("ui_admin_invite", language), exact: true }).click();
    await expect(page.getByLabel(text("ui_admin_store_filter", language), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `/admin/users, invitation form (${language})`);
  }
});
