import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// Issue 29 item 9: a store's calendar feed link is the person's own; "Make a new link" in /settings
// stops the old one at once, and the licences screen then gives the new one.

test.use({ storageState: authStatePath(ACCOUNTS.storeManager2) });

async function feedLink(page: Page): Promise<string> {
  await page.goto(at("/licenses"));
  const link = page.getByRole("link", { name: text("ui_ops_calendar_feed"), exact: true });
  await expect(link).toBeVisible();
  return link.evaluate((a) => (a as HTMLAnchorElement).href);
}

test("a store manager makes a new calendar link in settings and the old one stops", async ({
  page,
  request,
}) => {
  const old = await feedLink(page);
  expect((await request.get(old)).status()).toBe(200);

  await page.goto(at("/settings"));
  const card = page.getByRole("region", { name: text("ui_settings_calendar_links") });
  await card.getByRole("button", { name: text("ui_settings_calendar_links_new"), exact: true }).click();
  await expect(card.getByText(text("b2b_calendar_links_renewed"))).toBeVisible();
  expect((await request.get(old)).status()).toBe(403);

  const fresh = await feedLink(page);
  expect(fresh).not.toBe(old);
  expect((await request.get(fresh)).status()).toBe(200);
});
