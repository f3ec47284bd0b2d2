import { expect, test, type Locator, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, headerSearchBox, openAvatarMenu, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 33, items 2, 5 and 8: the header's search is readable at every width with no sideways
// scroll; the bell, the avatar menu, the store picker and the search bar behave as one kind of
// popover; on a phone the current store is named and a switch closes the menu. The franchisee
// has three stores (server/seed/demo-data.ts).

test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

const THESSALONIKI = "Θεσσαλονίκη Αριστοτέλους 8";
const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1440, 1920] as const;

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element has a box").not.toBeNull();
  return found as NonNullable<typeof found>;
}

async function expectInsideViewport(page: Page, locator: Locator) {
  const { x, width } = await box(locator);
  const viewport = page.viewportSize()?.width ?? 0;
  expect(x, "left edge inside the screen").toBeGreaterThanOrEqual(0);
  expect(x + width, "right edge inside the screen").toBeLessThanOrEqual(viewport + 0.5);
}

const avatarButton = (page: Page, language: Language = "el") =>
  page
    .getByRole("banner")
    .getByRole("button", { name: text("ui_avatar_menu", language, { name: "" }).trim() });
const bell = (page: Page) => page.getByTestId("notification-bell");
const bellPanel = (page: Page) => page.getByTestId("notification-panel");

test.describe("item 2: a readable header search at every width", () => {
  for (const width of WIDTHS) {
    for (const language of width === 390 || width === 1366 ? (["el", "en"] as const) : (["el"] as const)) {
      test(`${width} px, ${language}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        if (language === "en") await startInLanguage(page, "en-US");
        await page.goto(at("/dashboard"));
        await expect(avatarButton(page, language)).toBeVisible();
        expect(await sidewaysScroll(page), "no sideways scroll").toBeLessThanOrEqual(0);
        // The avatar (and the user's name where shown) is whole, not cut by the screen's edge.
        await expectInsideViewport(page, avatarButton(page, language));

        const search = await headerSearchBox(page, language);
        const field = await box(search);
        expect(field.width, "the field is readable").toBeGreaterThanOrEqual(200);
        await expectInsideViewport(page, search);
        await search.fill("ψυγείο βιτρίνας");
        await expect(search).toHaveValue("ψυγείο βιτρίνας");
        expect(await sidewaysScroll(page), "no sideways scroll with the search open").toBeLessThanOrEqual(0);
        if (width === 390 || width === 1366)
          await expectNoSeriousViolations(page, `search ${width} ${language}`);
      });
    }
  }

  test("below 1600 px the bar closes with Escape and gives focus back to the search button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(at("/dashboard"));
    const search = await headerSearchBox(page);
    await expect(search).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();
    await expect(page.getByTestId("header-search-button")).toBeFocused();
  });
});

test.describe("item 5: one popover behaviour for the bell, the avatar menu and the store picker", () => {
  for (const width of [390, 1366] as const) {
    test(`${width} px: inside the screen, Escape and an outside tap close, focus returns, one at a time`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at("/dashboard"));
      const storeButton = page.getByTestId(width < 721 ? "strip-store" : "header-store");

      // The bell: inside the screen, its texts whole.
      await bell(page).click();
      await expect(bellPanel(page)).toBeVisible();
      await expectInsideViewport(page, bellPanel(page));
      const markAll = bellPanel(page).getByRole("button", {
        name: text("ui_notifications_all_read"),
        exact: true,
      });
      await expectInsideViewport(page, markAll);
      await expectNoSeriousViolations(page, `bell open ${width}`);
      // Escape closes it and focus is back on the bell.
      await page.keyboard.press("Escape");
      await expect(bellPanel(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();
      await expect(bell(page)).toHaveAttribute("aria-expanded", "false");

      // A tap outside closes it.
      await bell(page).click();
      await expect(bellPanel(page)).toBeVisible();
      await page.mouse.click(width / 2, 780);
      await expect(bellPanel(page)).toBeHidden();

      // One at a time: opening the avatar menu closes the bell.
      await bell(page).click();
      await expect(bellPanel(page)).toBeVisible();
      await avatarButton(page).click();
      await expect(avatarButton(page)).toHaveAttribute("aria-expanded", "true");
      await expect(bellPanel(page)).toBeHidden();
      const avatarPanel = page.locator(`#${await avatarButton(page).getAttribute("aria-controls")}`);
      await expectInsideViewport(page, avatarPanel);
      await page.keyboard.press("Escape");
      await expect(avatarButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(avatarButton(page)).toBeFocused();

      // The store picker: the same.
      await storeButton.click();
      await expect(storeButton).toHaveAttribute("aria-expanded", "true");
      const storePanel = page.locator(`#${await storeButton.getAttribute("aria-controls")}`);
      await expectInsideViewport(page, storePanel);
      await expectNoSeriousViolations(page, `store picker open ${width}`);
      await bell(page).click();
      await expect(storeButton).toHaveAttribute("aria-expanded", "false");
      await expect(bellPanel(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await storeButton.click();
      await page.keyboard.press("Escape");
      await expect(storeButton).toHaveAttribute("aria-expanded", "false");
      await expect(storeButton).toBeFocused();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("item 8: the current store on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  for (const language of ["el", "en"] as const) {
    test(`the store is named at the top of the page and a choice in its list switches and closes (${language})`, async ({
      page,
    }) => {
      if (language === "en") await startInLanguage(page, "en-US");
      await page.goto(at("/dashboard"));
      const strip = page.getByTestId("strip-store");
      await expect(strip).toBeVisible();
      await expect(strip).toContainText("Αθήνα Σύνταγμα");
      await expect(strip).toHaveAccessibleName(
        new RegExp(`^${text("ui_header_store", language)}: Αθήνα`, "u"),
      );
      await strip.click();
      const panel = page.locator(`#${await strip.getAttribute("aria-controls")}`);
      await expect(panel.getByText(text("ui_header_store_choose", language), { exact: true })).toBeVisible();
      await panel.getByRole("button", { name: THESSALONIKI, exact: true }).click();
      await expect(panel).toBeHidden();
      await expect(strip).toContainText(THESSALONIKI);
      await expect(strip).toBeFocused();
      await expectNoSeriousViolations(page, `store strip ${language}`);
    });
  }

  test("a switch in the avatar menu closes the menu, and the page names the new store", async ({ page }) => {
    await page.goto(at("/dashboard"));
    await openAvatarMenu(page);
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: text("ui_header_store"), exact: true })
      .selectOption({ label: THESSALONIKI });
    await expect(avatarButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("strip-store")).toContainText(THESSALONIKI);
  });
});
