import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at, openAvatarMenu, signIn, STORAGE } from "./support/session";
import { expectSidebarFor } from "./support/spec-menu";
import { text, textPattern } from "./support/texts";

// Spec 2 (header) and 4: user id 1 may act as an employee; the first 4 are listed, the list expands;
// the master session is saved and "back to my account" restores it.

test("user id 1 acts as an employee and returns to the master account", async ({ page }) => {
  await signIn(page, ACCOUNTS.headOffice);
  await openAvatarMenu(page);
  const banner = page.getByRole("banner");
  const list = banner.getByRole("list", { name: text("ui_acting_as_title") });
  const employees = list.getByRole("button");
  await expect(employees).toHaveCount(4);

  const showAll = banner.getByRole("button", {
    name: textPattern("ui_acting_as_show_all_other", "el", { count: "\\d+" }),
  });
  const total = Number((await showAll.innerText()).match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(4);
  await showAll.click();
  await expect(employees).toHaveCount(total);
  await banner.getByRole("button", { name: text("ui_acting_as_show_less"), exact: true }).click();
  await expect(employees).toHaveCount(4);
  await showAll.click();

  // Act as the corporate (azureUser) account: the only way to see that role's menu without the
  // identity provider.
  await list.getByRole("button", { name: "Δημήτρης Βασιλείου", exact: true }).click();
  await expect(
    banner.getByRole("button", { name: text("ui_avatar_menu", "el", { name: "Δημήτρης Βασιλείου" }) }),
  ).toBeVisible();
  await expect(page.getByText(text("ui_dashboard_welcome", "el", { name: "Δημήτρης" }))).toBeVisible();
  await expectSidebarFor(page, "azureUser");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.master)).not.toBeNull();

  // Acting as someone else, the acting-as list is gone and "back to my account" is offered.
  await openAvatarMenu(page);
  await expect(banner.getByRole("list", { name: text("ui_acting_as_title") })).toHaveCount(0);
  await banner.getByRole("button", { name: text("ui_acting_as_master"), exact: true }).click();

  await expect(
    banner.getByRole("button", { name: text("ui_avatar_menu", "el", { name: "Γιώργος Παπαδάκης" }) }),
  ).toBeVisible();
  await expect(page.getByText(text("ui_dashboard_welcome", "el", { name: "Γιώργος" }))).toBeVisible();
  await expectSidebarFor(page, "greg-user", { administers: true });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE.master)).toBeNull();

  // Master again: after a reload too.
  await page.reload();
  await expect(
    banner.getByRole("button", { name: text("ui_avatar_menu", "el", { name: "Γιώργος Παπαδάκης" }) }),
  ).toBeVisible();
});

test.describe("another user", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  test("has no acting-as list; greg-user has no profile settings in the avatar menu", async ({
    page,
    browser,
  }) => {
    await page.goto(at("/dashboard"));
    await openAvatarMenu(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: text("ui_avatar_profile"), exact: true })).toBeVisible();
    await expect(banner.getByRole("heading", { name: text("ui_acting_as_title") })).toHaveCount(0);

    const headOffice = await browser.newContext({ storageState: authStatePath(ACCOUNTS.headOffice) });
    const other = await headOffice.newPage();
    await other.goto(at("/dashboard"));
    await openAvatarMenu(other);
    await expect(
      other.getByRole("banner").getByRole("heading", { name: text("ui_acting_as_title") }),
    ).toBeVisible();
    await expect(
      other.getByRole("banner").getByRole("link", { name: text("ui_avatar_profile"), exact: true }),
    ).toHaveCount(0);
    await headOffice.close();
  });
});
