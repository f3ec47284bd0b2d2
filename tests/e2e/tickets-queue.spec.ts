import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { chooseLanguage, readTokens, openSignedIn } from "./support/session";
import { text, type Language } from "./support/texts";
import { apiGet } from "./support/tickets";

/*
 * Issue 20, item 7: head office works one queue of every store's tickets, with a store column and
 * filters (status, priority, store, category); a franchisee of several stores keeps the spec's
 * store list. Demo tickets (server/tickets/seed/tickets-demo.ts) sit in stores 1 to 4.
 */

const STORE_4_OPEN = "Ψυγείο βιτρίνας με διαρροή νερού";
const STORE_2_OPEN = "Το ταμειακό σύστημα κολλάει στην έκδοση απόδειξης";
const STORE_4_RESOLVED = "Παράπονο για τη θερμοκρασία του ροφήματος";

interface Choices {
  readonly stores: readonly { id: number; title: string }[];
  readonly categories: readonly { id: number; title: string }[];
}

const rows = (page: Page) => page.getByTestId("ticket-row");
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const filter = (page: Page, key: string, language: Language = "el") =>
  page
    .getByRole("region", { name: text("ui_tickets_filters_label", language) })
    .getByLabel(text(key, language), {
      exact: true,
    });

test.describe("head office's queue of every store's tickets", () => {
  // The list is virtual: only rows near the viewport exist. Earlier files of the suite add tickets
  // (newest first), which pushed the demo tickets below the fold; a tall window keeps them rendered.
  test.use({ viewport: { width: 1366, height: 4000 } });
  test("opens on every store's open work, each row with its store, and filters by store, status, priority and category", async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.headOffice, "/tickets");
    await expect(
      page.getByRole("button", { name: text("ui_tickets_scope_queue"), exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    const choices = await apiGet<Choices>(page, "v2/tickets/queue/filters");
    const store4 = choices.stores.find((s) => s.id === 4)?.title ?? "";
    const store2 = choices.stores.find((s) => s.id === 2)?.title ?? "";

    // Open work of several stores in one list, each row naming its store.
    await expect(row(page, STORE_4_OPEN)).toBeVisible();
    await expect(row(page, STORE_4_OPEN)).toContainText(store4);
    await expect(row(page, STORE_2_OPEN)).toContainText(store2);
    // "Open or in progress" is the starting filter: a resolved ticket is not in the queue.
    await expect(filter(page, "ui_tickets_col_status")).toHaveValue("unresolved");
    await expect(row(page, STORE_4_RESOLVED)).toHaveCount(0);

    // One store.
    await filter(page, "ui_tickets_col_store").selectOption({ label: store4 });
    await expect(row(page, STORE_2_OPEN)).toHaveCount(0);
    await expect(row(page, STORE_4_OPEN)).toBeVisible();
    for (const title of await rows(page).allTextContents()) expect(title).toContain(store4);

    // Resolved tickets of that store.
    await filter(page, "ui_tickets_col_status").selectOption("3");
    await expect(row(page, STORE_4_RESOLVED)).toBeVisible();
    await expect(row(page, STORE_4_OPEN)).toHaveCount(0);

    // A priority no ticket of the selection has: the empty state says why.
    await filter(page, "ui_tickets_col_priority").selectOption("1");
    await expect(page.getByText(text("ui_tickets_queue_empty"), { exact: true })).toBeVisible();

    // Clearing goes back to every store's open work; a category narrows it.
    await page.getByRole("button", { name: text("ui_tickets_filters_clear"), exact: true }).click();
    await expect(row(page, STORE_2_OPEN)).toBeVisible();
    const { category_id: categoryId } = await apiGet<{ category_id: number }>(
      page,
      `v2/tickets/4/${await ticketId(page, 4, STORE_4_OPEN)}`,
    );
    await filter(page, "ui_tickets_col_category").selectOption(String(categoryId));
    await expect(row(page, STORE_4_OPEN)).toBeVisible();
    // Exactly the open work of that category, across stores.
    const expected = await apiGet<{ items: unknown[] }>(
      page,
      `v2/tickets/queue?status=unresolved&category_id=${categoryId}&limit=200`,
    );
    await expect(rows(page)).toHaveCount(expected.items.length);

    // A row opens the ticket, whatever its store (head office's selected store is store 1).
    await row(page, STORE_4_OPEN).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORE_4_OPEN);
    await expect(page).toHaveURL(/\/portal\/tickets\/\d+\?location_id=4$/);
  });

  test("the selected store's two tabs are one click away", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.headOffice, "/tickets");
    await page.getByRole("button", { name: text("ui_tickets_scope_store"), exact: true }).click();
    await expect(page.getByRole("tab", { name: text("b2b_tickets_tab_all"), exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: text("ui_tickets_filters_label") })).toHaveCount(0);
    // Head office's first store is store 1: store 4's tickets are not in its list.
    await expect(rows(page).first()).toBeVisible();
    await expect(row(page, STORE_4_OPEN)).toHaveCount(0);
  });

  test("a franchisee of three stores keeps the spec's store list, and the queue answers 403", async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.franchisee, "/tickets");
    await expect(page.getByRole("tab", { name: text("b2b_tickets_tab_all"), exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: text("ui_tickets_scope_queue"), exact: true })).toHaveCount(
      0,
    );
    const tokens = await readTokens(page);
    const response = await page.request.get("/echo/rest/api/v2/tickets/queue", {
      headers: { Accept: "application/json", Authorization: `Bearer ${tokens?.access_token ?? ""}` },
    });
    expect(response.status()).toBe(403);
  });

  test("the queue is axe clean in Greek and in English", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.headOffice, "/tickets");
    await expect(row(page, STORE_4_OPEN)).toBeVisible();
    await expectNoSeriousViolations(page, "ticket queue (el)");
    await chooseLanguage(page, "en-US");
    await expect(
      page.getByRole("button", { name: text("ui_tickets_scope_queue", "en"), exact: true }),
    ).toBeVisible();
    await expect(filter(page, "ui_tickets_col_status", "en")).toBeVisible();
    await expectNoSeriousViolations(page, "ticket queue (en)");
  });
});

/** The id of a store's ticket by its title, through the queue with head office's login. */
async function ticketId(page: Page, storeId: number, title: string): Promise<number> {
  const body = await apiGet<{ items: { id: number; title: string }[] }>(
    page,
    `v2/tickets/queue?location_id=${storeId}&limit=200`,
  );
  const found = body.items.find((item) => item.title === title);
  if (found === undefined) throw new Error(`No ticket ${title} in store ${storeId}`);
  return found.id;
}
