import { expect, test } from "@playwright/test";
import { authStatePath, PASSWORD_ACCOUNTS, type Role } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

/*
 * Spec section 2, "Menu entries and allowed roles", written out row by row. Deliberately NOT read
 * from core/permissions: if the shared table drifts from the spec, this test catches it.
 * docs/decisions.md: training_material ("shown, no roles listed") is shown to every role; tickets is
 * /tickets, account is /activity with the submenus /activity, /files, /settings.
 */
const ALL: readonly Role[] = ["azureUser", "greg-user", "user", "franchisee", "store_manager", "trainee"];
const ALL_EXCEPT_TRAINEE = ALL.filter((role) => role !== "trainee");
const FRANCHISE: readonly Role[] = ["franchisee", "store_manager"];

const SPEC_MENU: ReadonlyArray<readonly [path: string, roles: readonly Role[]]> = [
  ["/dashboard", ["azureUser", "greg-user", "user", "franchisee", "store_manager", "trainee"]],
  ["/posts", ALL_EXCEPT_TRAINEE],
  ["/tickets", ALL_EXCEPT_TRAINEE],
  ["/tasks", ALL_EXCEPT_TRAINEE],
  ["/evaluations", ALL_EXCEPT_TRAINEE],
  ["/evaluations-report", FRANCHISE],
  ["/checklists", FRANCHISE],
  ["/users", FRANCHISE],
  ["/licenses", FRANCHISE],
  ["/equipment-maintenance", FRANCHISE],
  ["/information_material", ALL],
  ["/faq", ALL],
  ["/training", ALL],
  ["/targit-reports", ALL],
  ["/training-history", ["azureUser", "greg-user", "user", "trainee"]],
  ["/training_material", ALL],
  ["/activity", ALL],
  // hidden, no roles: orders, subscriptions, invoices, projects, external API documentation, about
  ["/orders", []],
  ["/subscriptions", []],
  ["/invoices", []],
  ["/projects", []],
  ["/api", []],
  ["/about", []],
];
const ACCOUNT_SUBMENUS = ["/activity", "/files", "/settings"];

const stripBase = (href: string | null) => (href ?? "").replace(/^\/portal(?=\/)/, "");

for (const account of PASSWORD_ACCOUNTS) {
  test.describe(`${account.key} (${account.role})`, () => {
    test.use({ storageState: authStatePath(account) });

    test("sees exactly the spec's menu entries for the role", async ({ page }) => {
      await page.goto(at("/dashboard"));
      const nav = page.getByRole("navigation", { name: text("ui_sidebar_menu") });
      const topLevel = nav.locator(":scope > ul").first().locator(":scope > li > a");
      await expect(topLevel.first()).toBeVisible();

      const expected = SPEC_MENU.filter(([, roles]) => roles.includes(account.role)).map(([path]) => path);
      const shown = (await topLevel.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).map(
        stripBase,
      );
      expect(shown.toSorted()).toEqual(expected.toSorted());

      const accountEntry = nav
        .locator(":scope > ul")
        .first()
        .locator(":scope > li")
        .filter({
          has: page.locator(':scope > a[href$="/activity"]'),
        });
      const submenus = await accountEntry
        .locator(":scope > ul > li > a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(submenus.map(stripBase)).toEqual(ACCOUNT_SUBMENUS);

      // Spec 9: Greek menu titles are lowercased with accents removed.
      const labels = await nav.locator(":scope > ul").first().locator("a").allInnerTexts();
      for (const label of labels) {
        expect(label, "a Greek menu title").toBe(label.toLowerCase());
        expect(label.normalize("NFD"), "no accents").not.toMatch(/[\u0300-\u036f]/u);
      }
    });
  });
}
