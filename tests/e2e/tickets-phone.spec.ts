import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// On a phone the ticket list keeps number, title and status (the title column once got no width,
// because the medium-width grid overrode the narrow one).

test.use({ storageState: authStatePath(ACCOUNTS.storeManager), viewport: { width: 390, height: 844 } });

test("on a phone the ticket list shows each ticket's title next to its number and status", async ({
  page,
}) => {
  await page.goto(at("/tickets"));
  const row = page.getByTestId("ticket-row").first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/Επιλύθηκε|Σε εξέλιξη|Ανοιχτό/u)).toBeVisible();
  // The title column (its header cell is as wide as the column) takes most of the row.
  const header = page.getByText(text("ui_tickets_col_title"), { exact: true });
  await expect(header).toBeVisible();
  const rowBox = await row.boundingBox();
  const titleColumn = await header.boundingBox();
  expect(titleColumn?.width ?? 0).toBeGreaterThan((rowBox?.width ?? 0) / 3);
});
