import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { registerThroughApi } from "./support/api-registration";
import { lastOutboxId, linkIn, waitForMessage } from "./support/outbox";
import { newPerson } from "./support/people";
import { at } from "./support/session";
import { capture, SIZES } from "./support/screens";
import { text } from "./support/texts";

// The committed screenshots of docs/screens/ (run with UPDATE_SCREENS=1; see playwright.config.ts).

test("login, register and complete registration", async ({ page, request }) => {
  await page.goto(at("/"));
  await expect(page.getByRole("button", { name: text("ui_login_submit"), exact: true })).toBeVisible();
  await capture(page, "login");

  await page.goto(at("/register"));
  await expect(page.getByRole("button", { name: text("ui_register_submit"), exact: true })).toBeVisible();
  await capture(page, "register");

  const person = newPerson("screens");
  const before = await lastOutboxId(request);
  const answer = await request.post("/echo/rest/api/auth/register", {
    headers: { Accept: "application/json" },
    data: {
      first_name: "Ελένη",
      last_name: "Παπαδοπούλου",
      gender: 2,
      country_code: 30,
      mobile: person.mobile,
      email: "eleni.papadopoulou@example.com",
      role: "Staff",
      store: [1, 2],
      job_position: 2,
    },
  });
  expect(answer.status()).toBe(200);
  const sms = await waitForMessage(request, person.mobile, { channel: "sms", after: before });
  const link = new URL(linkIn(sms, "setpassword"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("button", { name: text("ui_complete_send_code"), exact: true })).toBeVisible();
  await capture(page, "complete-registration");
});

test.describe("signed in", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.staff) });

  test("dashboard", async ({ page }) => {
    await page.goto(at("/dashboard"));
    await expect(
      page.getByText(text("ui_dashboard_welcome", "el", { name: ACCOUNTS.staff.firstName })),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: text("ui_dashboard_posts") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "dashboard", false);
  });
});

test.describe("tickets", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("list, detail and new ticket", async ({ page }) => {
    await page.goto(at("/tickets"));
    const rows = page.getByTestId("ticket-row");
    await expect(rows.first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "tickets-list", false);

    // The newest ticket of the store (the demo data gives it a thread and attachments).
    await page.setViewportSize(SIZES[0][1]);
    await rows.first().click();
    await expect(page.getByRole("heading", { name: text("ui_tickets_conversation") })).toBeVisible();
    await expect(
      page.getByRole("button", { name: text("ui_tickets_reply_send"), exact: true }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "tickets-detail");

    await page.goto(at("/new_ticket"));
    await expect(page.getByLabel(text("ui_tickets_field_title"), { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "tickets-new");
  });
});

test.describe("staff: waiting for approval", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("a registration for the manager's store", async ({ page, request }) => {
    await registerThroughApi(request, "approval-screen", "Nea#Arxi2026", { approve: false });
    await page.goto(at("/users"));
    await expect(
      page.getByRole("button", { name: new RegExp(`^${text("ui_staff_pending_approve")}: `) }).first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "staff-pending", false);
  });
});
