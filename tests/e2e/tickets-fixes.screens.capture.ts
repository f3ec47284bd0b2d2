import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { capture, SIZES } from "./support/capture-screens";
import { at } from "./support/session";
import { text } from "./support/texts";

// Screenshots of the ticket screens issue 20 changed (docs/screens/; UPDATE_SCREENS=1).

test.describe("tickets: head office", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("the queue of every store's tickets, and resolving with a question", async ({ page }) => {
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/tickets"));
    await expect(page.getByTestId("ticket-row").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "tickets-queue", false);

    await page.setViewportSize(SIZES[0][1]);
    await page.getByTestId("ticket-row").filter({ hasText: "Ψυγείο βιτρίνας με διαρροή νερού" }).click();
    await page.getByRole("button", { name: text("ui_tickets_resolve"), exact: true }).click();
    await page
      .getByLabel(text("ui_tickets_resolution_label"), { exact: true })
      .fill("Αλλάχτηκε το λάστιχο της πόρτας και ελέγχθηκε η αποχέτευση.");
    await page.waitForLoadState("networkidle");
    await capture(page, "tickets-resolve-confirm", false);
  });
});
