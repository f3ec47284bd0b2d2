import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { at, openSignedIn } from "./support/session";
import { text } from "./support/texts";
import { apiGet, countPosts, STORE } from "./support/tickets";

/*
 * The older ticket form in the browser (spec: /new_ticket_old, /tickets_old, /tickets_old/{id}):
 * priorities 3 High, 4 Normal, 5 Low; the thread's entries with from_contact_name and their dates
 * in the user's stamp_format (DD/MM/YYYY HH:mm for the demo accounts) in the browser's time zone;
 * replies; the translated validation messages; a detail that cannot be loaded returns to /tickets
 * (spec section 8).
 *
 * Every test signs in through the form (the saved sign-ins are shared by every run on the machine).
 */

// A zone other than UTC, so a date shown in UTC would not match.
const ZONE = "Europe/Athens";
test.use({ timezoneId: ZONE });

const MANAGER_NAME = "Νίκος Αλεξίου";
const HEAD_OFFICE_NAME = "Γιώργος Παπαδάκης";
const MESSAGE = "Ο καταψύκτης της κουζίνας δεν κρατάει θερμοκρασία από χθες το βράδυ.";

interface OldSummary {
  readonly id: number;
  readonly title: string;
  readonly priority: number;
  readonly resolved: number;
}

async function oldTicketsTitled(page: Page, title: string): Promise<OldSummary[]> {
  const body = await apiGet<{ items: OldSummary[] }>(
    page,
    `tickets_old/location/${STORE}?status=all&limit=200`,
  );
  return body.items.filter((item) => item.title === title);
}

/** An instant as the demo users' stamp_format shows it (DD/MM/YYYY HH:mm) in ZONE. */
function shownAt(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts["day"]}/${parts["month"]}/${parts["year"]} ${parts["hour"]}:${parts["minute"]}`;
}

const titleField = (page: Page) => page.getByLabel(text("ui_tickets_field_title"), { exact: true });
const messageField = (page: Page) => page.getByLabel(text("ui_tickets_field_message"), { exact: true });
const priorityRadio = (page: Page, key: string) => page.getByRole("radio", { name: text(key), exact: true });
const thread = (page: Page) =>
  page.getByRole("region", { name: text("ui_tickets_conversation") }).getByRole("listitem");

/** One thread entry shows its author and its c_stamp in the user's pattern, in local time. */
async function expectEntry(page: Page, author: string, message: string) {
  const entry = thread(page).filter({ hasText: message });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(author);
  const time = entry.locator("time");
  const iso = await time.getAttribute("datetime");
  expect(iso).not.toBeNull();
  expect(Math.abs(Date.now() - Date.parse(iso as string)), "stamped now").toBeLessThan(10 * 60_000);
  await expect(time).toHaveText(shownAt(iso as string));
}

test.describe("the older ticket form", () => {
  test("an empty submit shows the translated messages and sends nothing", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager, "/tickets_old");
    const creates = await countPosts(page, "tickets_old");
    await page.getByRole("link", { name: text("ui_tickets_old_new_title"), exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/new_ticket_old$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_tickets_old_new_title"));
    // Normal (4) is preselected.
    await expect(priorityRadio(page, "b2b_ticket_old_priority_normal")).toBeChecked();

    await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
    await expect(page.getByText(text("b2b_ticket_title_required"), { exact: true })).toBeVisible();
    await expect(page.getByText(text("b2b_ticket_message_required"), { exact: true })).toBeVisible();
    await expect(titleField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(messageField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/portal\/new_ticket_old$/);

    // Too short is its own message (limits 3 and 10 characters).
    await titleField(page).fill("ab");
    await messageField(page).fill("λίγα");
    await expect(page.getByText(text("b2b_ticket_title_required"), { exact: true })).toHaveCount(0);
    await expect(page.getByText(text("b2b_ticket_title_too_short"), { exact: true })).toBeVisible();
    await expect(page.getByText(text("b2b_ticket_message_too_short"), { exact: true })).toBeVisible();
    expect(creates.calls()).toBe(0);
  });

  test("each priority is saved with its older code: 3 High, 4 Normal, 5 Low", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager);
    const stamp = Date.now();
    const cases = [
      { key: "b2b_ticket_old_priority_high", code: 3 },
      { key: "b2b_ticket_old_priority_normal", code: 4 },
      { key: "b2b_ticket_old_priority_low", code: 5 },
    ] as const;
    for (const { key, code } of cases) {
      const title = `E2E παλαιά ${code} ${stamp}`;
      await page.goto(at("/new_ticket_old"));
      await titleField(page).fill(title);
      await priorityRadio(page, key).check();
      await messageField(page).fill(MESSAGE);
      await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
      // The saved ticket's own screen (issue 33, item 1), then its row in the list.
      await expect(page).toHaveURL(/\/portal\/tickets_old\/\d+$/);
      await expect(page.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();
      await page.getByRole("link", { name: text("ui_tickets_back"), exact: false }).click();
      const row = page.getByTestId("ticket-row").filter({ hasText: title });
      await expect(row).toContainText(text(key));
      await expect(row).toContainText(text("b2b_ticket_old_unresolved"));
      expect(await oldTicketsTitled(page, title)).toEqual([
        expect.objectContaining({ title, priority: code, resolved: 0 }),
      ]);
    }
  });

  test.describe.serial("a ticket, its thread and the replies", () => {
    const title = `E2E παλαιά συζήτηση ${Date.now()}`;
    const managerReply = "Το ελέγξαμε ξανά, η θερμοκρασία ανεβαίνει στους -5.";
    const headOfficeReply = "Στέλνουμε ψυκτικό σήμερα το απόγευμα.";

    test("the store manager creates it, opens it from the list and replies", async ({ page }) => {
      await openSignedIn(page, ACCOUNTS.storeManager, "/new_ticket_old");
      await titleField(page).fill(title);
      await priorityRadio(page, "b2b_ticket_old_priority_high").check();
      await messageField(page).fill(MESSAGE);
      await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
      await expect(page).toHaveURL(/\/portal\/tickets_old\/\d+$/);
      await expect(page.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();

      await page.goto(at("/tickets_old"));
      await page.getByTestId("ticket-row").filter({ hasText: title }).click();
      await expect(page).toHaveURL(/\/portal\/tickets_old\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(thread(page)).toHaveCount(1);
      await expectEntry(page, MANAGER_NAME, MESSAGE);

      await page.getByLabel(text("ui_tickets_reply_label"), { exact: true }).fill(managerReply);
      await page.getByRole("button", { name: text("ui_tickets_reply_send"), exact: true }).click();
      await expect(page.getByText(text("b2b_ticket_reply_sent"), { exact: true })).toBeVisible();
      await expect(page.getByLabel(text("ui_tickets_reply_label"), { exact: true })).toHaveValue("");
      await expect(thread(page)).toHaveCount(2);
      await expectEntry(page, MANAGER_NAME, managerReply);
      // Oldest first.
      await expect(thread(page).first()).toContainText(MESSAGE);
    });

    test("head office answers on the same thread, and the store manager reads the answer", async ({
      browser,
    }) => {
      const office = await browser.newContext();
      const officePage = await office.newPage();
      await openSignedIn(officePage, ACCOUNTS.headOffice);
      const [ticket] = await oldTicketsTitled(officePage, title);
      expect(ticket).toBeDefined();
      await officePage.goto(at(`/tickets_old/${ticket?.id}`));
      await expect(officePage.getByRole("heading", { level: 1 })).toHaveText(title);
      await officePage.getByLabel(text("ui_tickets_reply_label"), { exact: true }).fill(headOfficeReply);
      await officePage.getByRole("button", { name: text("ui_tickets_reply_send"), exact: true }).click();
      await expect(officePage.getByText(text("b2b_ticket_reply_sent"), { exact: true })).toBeVisible();
      await expectEntry(officePage, HEAD_OFFICE_NAME, headOfficeReply);
      await office.close();

      const store = await browser.newContext();
      const page = await store.newPage();
      await openSignedIn(page, ACCOUNTS.storeManager, `/tickets_old/${ticket?.id}`);
      await expect(thread(page)).toHaveCount(3);
      await expectEntry(page, HEAD_OFFICE_NAME, headOfficeReply);
      await expect(thread(page).last()).toContainText(headOfficeReply);
      await store.close();
    });
  });

  test("an empty reply is refused with the translated message", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager);
    const replies = await countPosts(page, "saveThreadMessage");
    const body = await apiGet<{ items: OldSummary[] }>(page, `tickets_old/location/${STORE}?limit=1`);
    const [first] = body.items;
    expect(first).toBeDefined();
    await page.goto(at(`/tickets_old/${first?.id}`));
    await page.getByRole("button", { name: text("ui_tickets_reply_send"), exact: true }).click();
    await expect(page.getByText(text("b2b_ticket_reply_required"), { exact: true })).toBeVisible();
    expect(replies.calls()).toBe(0);
  });

  test("a ticket that cannot be loaded returns to /tickets with the reason", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager, "/tickets_old/987654321");
    await expect(page).toHaveURL(/\/portal\/tickets$/);
    await expect(page.getByText(text("b2b_not_found"), { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_tickets_title"));
  });
});
