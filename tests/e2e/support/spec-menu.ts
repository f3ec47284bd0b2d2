import { expect, type Page } from "@playwright/test";
import type { Role } from "./accounts";
import { text } from "./texts";

/*
 * Spec section 2, "Menu entries and allowed roles", written out row by row. Deliberately NOT read
 * from core/permissions: if the shared table drifts from the spec, this test catches it.
 * docs/decisions.md: training_material ("shown, no roles listed") is shown to every role; tickets is
 * /tickets, account is /activity with the submenus /activity, /files, /settings.
 */
const ALL: readonly Role[] = ["azureUser", "greg-user", "user", "franchisee", "store_manager", "trainee"];
const ALL_EXCEPT_TRAINEE = ALL.filter((role) => role !== "trainee");
const FRANCHISE: readonly Role[] = ["franchisee", "store_manager"];

export const SPEC_MENU: ReadonlyArray<readonly [path: string, roles: readonly Role[]]> = [
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
export const ACCOUNT_SUBMENUS = ["/activity", "/files", "/settings"];

const stripBase = (href: string | null) => (href ?? "").replace(/^\/portal(?=\/)/, "");

/** The paths the spec's table gives a role, in the table's order. */
export const specMenuFor = (role: Role): string[] =>
  SPEC_MENU.filter(([, roles]) => roles.includes(role)).map(([path]) => path);

/** Beyond the spec (issue 35): the console's entry, for the holders of the right to administer only. */
export const ADMINISTRATION_ENTRY = "/admin/stores";

/**
 * The rendered sidebar (Greek) equals the spec's entries for the role, compared by link target, and
 * the console's entry exactly when the account may administer;
 * the account entry has its three submenus; Greek titles are lowercase without accents (spec 9).
 */
export async function expectSidebarFor(
  page: Page,
  role: Role,
  rights: { readonly administers?: boolean } = {},
): Promise<void> {
  const nav = page.getByRole("navigation", { name: text("ui_sidebar_menu") });
  const menu = nav.locator(":scope > ul").first();
  const topLevel = menu.locator(":scope > li > a");
  await expect(topLevel.first()).toBeVisible();
  const expected = [
    ...specMenuFor(role),
    ...(rights.administers === true ? [ADMINISTRATION_ENTRY] : []),
  ].toSorted();
  await expect
    .poll(async () =>
      (await topLevel.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        .map(stripBase)
        .toSorted(),
    )
    .toEqual(expected);

  const accountEntry = menu
    .locator(":scope > li")
    .filter({ has: page.locator(':scope > a[href$="/activity"]') });
  const submenus = await accountEntry
    .locator(":scope > ul > li > a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(submenus.map(stripBase)).toEqual(ACCOUNT_SUBMENUS);

  // The titles themselves: a note under an entry (the pending-exam warning) is a sentence, not a title.
  const labels = await menu.locator("a").evaluateAll((links) =>
    links.map((link) => {
      const copy = link.cloneNode(true) as HTMLElement;
      for (const note of copy.querySelectorAll("[data-menu-note]")) note.remove();
      return (copy.textContent ?? "").trim();
    }),
  );
  for (const label of labels) {
    expect(label, "a Greek menu title").toBe(label.toLowerCase());
    expect(label.normalize("NFD"), "no accents").not.toMatch(/[\u0300-\u036f]/u);
  }
}
