import { expect, test } from "@playwright/test";
import { capture } from "./support/capture-screens";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";
import { apiGet, PNG, STORE } from "./support/tickets";

// docs/screens/ for issue 17's stock count and issue 20 item 9's reply with a file.

test.describe("stock count", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  test("the store menu with a count being typed", async ({ page }) => {
    await page.goto(at("/equipment-maintenance?tab=stock"));
    const menu = page.getByRole("list", { name: text("ui_stock_menu") });
    await menu
      .getByRole("listitem")
      .filter({ hasText: "Καφές espresso (κόκκοι)" })
      .getByRole("textbox")
      .fill("15,5");
    await page.waitForLoadState("networkidle");
    await page.getByText(`${text("ui_stock_difference")}: -2,5 kg`).scrollIntoViewIfNeeded();
    await capture(page, "store-ops-stock-count", false);
  });
});

test.describe("reply with a file", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("a reply with a photo attached, before sending", async ({ page }) => {
    await page.goto(at("/dashboard"));
    const open = await apiGet<{ items: { id: number }[] }>(page, `v2/tickets/location/${STORE}?limit=1`);
    await page.goto(at(`/tickets/${open.items[0]?.id ?? 0}`));
    const reply = page.getByLabel(text("ui_tickets_reply_label"), { exact: true });
    await reply.fill("Ορίστε η φωτογραφία του ψυγείου.");
    await page
      .getByTestId("reply-file-input")
      .setInputFiles({ name: "ψυγείο.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("ψυγείο.png", { exact: true })).toBeVisible();
    // The file under the reply box is what this screen shows.
    await page.getByText("ψυγείο.png", { exact: true }).scrollIntoViewIfNeeded();
    await capture(page, "ticket-reply-files", false);
  });
});
