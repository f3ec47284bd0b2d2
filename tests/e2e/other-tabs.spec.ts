import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { at, chooseLanguage, openAvatarMenu, signIn } from "./support/session";
import { text, textPattern, type Language } from "./support/texts";

/*
 * One browser, two tabs of the portal: what one tab changes in the shared login the other follows
 * at once (storage events), so neither shows one person's screens while calling the server as
 * another, or speaks another language than the one just chosen.
 */

const MASTER = "Γιώργος Παπαδάκης";
const EMPLOYEE = "Δημήτρης Βασιλείου";

function avatarOf(page: Page, name: string, language: Language = "el") {
  return page.getByRole("banner").getByRole("button", { name: text("ui_avatar_menu", language, { name }) });
}

test("a second tab follows the language and the acting-as chosen in the first", async ({ page, context }) => {
  await signIn(page, ACCOUNTS.headOffice);
  const other = await context.newPage();
  await other.goto(at("/dashboard"));
  await expect(avatarOf(other, MASTER)).toBeVisible();

  // Language: chosen in the first tab, the second one speaks it too, without a reload.
  await chooseLanguage(page, "en-US", "el");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(text("ui_menu_dashboard", "en"));
  await expect(avatarOf(other, MASTER, "en")).toBeVisible();
  await chooseLanguage(page, "el-GR", "en");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(text("ui_menu_dashboard", "el"));

  // Acting as an employee in the first tab: the second starts again as that employee.
  await openAvatarMenu(page);
  const banner = page.getByRole("banner");
  await banner
    .getByRole("button", { name: textPattern("ui_acting_as_show_all_other", "el", { count: "\\d+" }) })
    .click();
  await banner
    .getByRole("list", { name: text("ui_acting_as_title") })
    .getByRole("button", { name: EMPLOYEE, exact: true })
    .click();
  await expect(avatarOf(page, EMPLOYEE)).toBeVisible();
  await expect(avatarOf(other, EMPLOYEE)).toBeVisible();
  await expect(other).toHaveURL(/\/portal\/dashboard$/u);

  // Back to the master account in the first tab: the second is the master again.
  await openAvatarMenu(page);
  await banner.getByRole("button", { name: text("ui_acting_as_master"), exact: true }).click();
  await expect(avatarOf(page, MASTER)).toBeVisible();
  await expect(avatarOf(other, MASTER)).toBeVisible();
});
