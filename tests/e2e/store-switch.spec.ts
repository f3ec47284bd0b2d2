import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at, openAvatarMenu } from "./support/session";
import { text } from "./support/texts";

// Spec 4 "Changing store" and 9 "Store title display cut: 35 characters plus an ellipsis". The
// franchisee has three stores (server/seed/demo-data.ts).
const FLAGSHIP = "Αθήνα Σύνταγμα - Ερμού 12 (κατάστημα σημαίας)";
const THESSALONIKI = "Θεσσαλονίκη Αριστοτέλους 8";
const cut = (title: string) => {
  const chars = Array.from(title);
  return chars.length > 35 ? `${chars.slice(0, 35).join("")}…` : title;
};

test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

test("switching store changes the header title and reloads the screen's data", async ({ page }) => {
  await page.goto(at("/dashboard"));
  const banner = page.getByRole("banner");
  const storeTitle = banner.locator(`[title="${FLAGSHIP}"]`);
  await expect(storeTitle).toContainText(cut(FLAGSHIP));
  expect(cut(FLAGSHIP)).toHaveLength(36);
  await expect(storeTitle).not.toContainText(FLAGSHIP);

  await openAvatarMenu(page);
  const select = banner.getByRole("combobox", { name: text("ui_header_store"), exact: true });
  await expect(select.locator("option")).toHaveCount(3);
  // The dashboard's own data (posts, training material) is asked for again for the new store.
  const reload = page.waitForRequest((request) =>
    /\/echo\/rest\/api\/(posts|training)\b/.test(request.url()),
  );
  await select.selectOption({ label: THESSALONIKI });
  await reload;
  await expect(banner.locator(`[title="${THESSALONIKI}"]`)).toContainText(THESSALONIKI);

  // The choice is kept over a reload.
  await page.reload();
  await expect(banner.locator(`[title="${THESSALONIKI}"]`)).toContainText(THESSALONIKI);
});
