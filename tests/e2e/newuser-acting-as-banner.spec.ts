import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, chooseLanguage, openAvatarMenu, signIn } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 20 item 5: acting as someone else shows a persistent banner on every screen, in both
// languages, with the way back to one's own account.

const ACTED = "Δημήτρης Βασιλείου";
const banner = (page: Page, language: Language) =>
  page.getByRole("region", { name: text("ui_acting_as_banner_label", language), exact: true });

test("acting as someone: a banner on every screen and after a reload, in both languages, until returning", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.headOffice);
  await expect(banner(page, "el")).toHaveCount(0);
  await openAvatarMenu(page);
  await page
    .getByRole("banner")
    .getByRole("list", { name: text("ui_acting_as_title") })
    .getByRole("button", { name: ACTED, exact: true })
    .click();

  const greek = banner(page, "el");
  await expect(greek).toContainText(text("ui_acting_as_banner", "el", { name: ACTED }));
  await expectNoSeriousViolations(page, "acting-as banner (el-GR)");

  // Another screen, then a reload: still there.
  await page.goto(at("/settings"));
  await expect(greek).toContainText(text("ui_acting_as_banner", "el", { name: ACTED }));
  await page.reload();
  await expect(greek).toContainText(text("ui_acting_as_banner", "el", { name: ACTED }));

  await chooseLanguage(page, "en-US", "el");
  const english = banner(page, "en");
  await expect(english).toContainText(text("ui_acting_as_banner", "en", { name: ACTED }));
  await expectNoSeriousViolations(page, "acting-as banner (en-US)");
  await english.getByRole("button", { name: text("ui_acting_as_return", "en"), exact: true }).click();

  // Back as head office: no banner, the own name in the header.
  await expect(
    page
      .getByRole("banner")
      .getByRole("button", { name: text("ui_avatar_menu", "en", { name: "Γιώργος Παπαδάκης" }) }),
  ).toBeVisible();
  await expect(english).toHaveCount(0);
  await chooseLanguage(page, "el-GR", "en");
});
