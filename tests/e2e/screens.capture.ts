import { expect, test } from "@playwright/test";
import { capture, SIZES } from "./support/capture-screens";
import { ACCOUNTS, DEMO_PASSWORD, authStatePath } from "./support/accounts";
import { commerceUrl } from "./support/commerce-server";
import { registerThroughApi } from "./support/api-registration";
import { lastOutboxId, linkIn, waitForMessage } from "./support/outbox";
import { newPerson } from "./support/people";
import { at, headerSearchBox, signInWithForm } from "./support/session";
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

test("commerce screens (COMMERCE_SCREENS=on) and the dashboard's store figures", async ({ page }) => {
  await page.goto(commerceUrl("/"));
  await signInWithForm(page, ACCOUNTS.franchisee.mobile, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(
    page
      .getByRole("region", { name: text("ui_widget_store_figures") })
      .getByText(/€/)
      .first(),
  ).toBeVisible();
  await capture(page, "dashboard-store-figures", false);
  for (const [path, name] of [
    ["/orders", "orders"],
    ["/invoices", "invoices"],
    ["/subscriptions", "subscriptions"],
    ["/transactions", "transactions"],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(commerceUrl(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/€|ΠΑΡ-|POS/).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, name, false);
  }
});

test.describe("tasks", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("tasks by project, the new-task form and the completion log", async ({ page }) => {
    await page.goto(at("/tasks"));
    await expect(
      page.getByRole("button", { name: new RegExp(`^${text("ui_tasks_complete")}: `) }).first(),
    ).toBeVisible();
    await capture(page, "tasks-list", false);

    await page.setViewportSize(SIZES[0][1]);
    await page.getByRole("button", { name: text("ui_tasks_new"), exact: true }).click();
    await page.getByLabel(text("ui_tasks_field_title"), { exact: true }).fill("Καθαρισμός μηχανής καφέ");
    await page.getByLabel(text("ui_tasks_field_assignee"), { exact: true }).selectOption({ index: 2 });
    await page.getByLabel(text("ui_tasks_field_project"), { exact: true }).selectOption({ index: 3 });
    await capture(page, "tasks-new", false);
    await page.setViewportSize(SIZES[0][1]);
    await page.getByRole("button", { name: text("ui_tasks_form_cancel"), exact: true }).click();

    await page.getByRole("tab", { name: text("ui_tasks_view_done") }).click();
    await expect(
      page.getByText(new RegExp(text("ui_tasks_completed_by").split("{")[0] ?? "")).first(),
    ).toBeVisible();
    await capture(page, "tasks-log", false);
  });
});

test.describe("training", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.storeManager) });

  test("schedule, exam and history", async ({ page }) => {
    await page.goto(at("/training"));
    await expect(page.getByRole("link", { name: text("ui_training_take_exam") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "training", false);

    await page.getByRole("link", { name: text("ui_training_take_exam") }).click();
    await expect(page.getByRole("button", { name: text("ui_exam_submit") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "training-exam");

    await page.goto(at("/notes"));
    await page.getByRole("link", { name: "Κλείσιμο ταμείου" }).click();
    await expect(page.getByText("Εκτύπωση αναφοράς Ζ.")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "training-note", false);

    await page.goto(at("/training_material"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_training_material"));
    await page.waitForLoadState("networkidle");
    await capture(page, "training-material", false);
  });

  test("files, videos and head office's add-a-file form", async ({ browser }) => {
    const staffContext = await browser.newContext({ storageState: authStatePath(ACCOUNTS.staff) });
    const staff = await staffContext.newPage();
    await staff.goto(at("/training-files"));
    await expect(staff.getByRole("heading", { name: "Κλείσιμο ταμείου: αναφορά Ζ βήμα βήμα" })).toBeVisible();
    await staff.waitForLoadState("networkidle");
    await capture(staff, "training-files", false);
    await staff.goto(at("/note-videos"));
    await expect(staff.locator("video").first()).toBeVisible();
    await staff.waitForLoadState("networkidle");
    await capture(staff, "note-videos", false);
    await staffContext.close();
    const officeContext = await browser.newContext({ storageState: authStatePath(ACCOUNTS.headOffice) });
    const office = await officeContext.newPage();
    await office.goto(at("/notes"));
    await office.getByRole("link", { name: "Κλείσιμο ταμείου" }).click();
    await expect(office.getByRole("region", { name: text("ui_note_attach_title") })).toBeVisible();
    await office.waitForLoadState("networkidle");
    await capture(office, "training-note-files");
    await officeContext.close();
  });

  test("history of a trainee", async ({ browser }) => {
    const context = await browser.newContext({ storageState: authStatePath(ACCOUNTS.trainee) });
    const page = await context.newPage();
    await page.goto(at("/training-history"));
    await expect(page.getByRole("region", { name: text("ui_history_results") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "training-history", false);
    await context.close();
  });
});

test.describe("store operations", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  test("licences, equipment, a licence renewal, messages and the staff list", async ({ page }) => {
    await page.goto(at("/licenses"));
    await expect(page.getByRole("list", { name: text("ui_route_licenses") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "store-ops-licences", false);
    await page.goto(at("/equipment-maintenance"));
    await expect(page.getByRole("list", { name: text("ui_route_equipment_maintenance") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "store-ops-equipment", false);
    await page.goto(at("/licenses"));
    await page
      .getByRole("link", { name: new RegExp(`^${text("ui_license_renew")}: `) })
      .first()
      .click();
    await expect(page.getByRole("button", { name: text("ui_ops_save"), exact: true })).toBeVisible();
    await capture(page, "store-ops-licence-form", false);
    await page.goto(at("/messages"));
    await page.waitForLoadState("networkidle");
    await capture(page, "store-ops-messages", false);
    await page.goto(at("/users"));
    await expect(page.getByRole("list", { name: text("ui_staff_list_title") })).toBeVisible();
    await page
      .getByRole("heading", { name: new RegExp(text("ui_staff_list_title")) })
      .scrollIntoViewIfNeeded();
    await capture(page, "store-ops-staff", false);
  });
});

test.describe("posts", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("posts list, post with read reach, publish form", async ({ page }) => {
    await page.goto(at("/posts"));
    await expect(page.getByRole("list", { name: text("ui_route_posts") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "posts", false);
    await page.goto(at("/posts/3"));
    await expect(page.getByRole("region", { name: text("ui_post_reach") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await capture(page, "post-detail", false);
    await page.goto(at("/posts/new"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_post_form_heading_new"));
    await capture(page, "post-form", false);
  });
});

test.describe("information", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("FAQ, an answer, material, preview, reports, products, clients, about, a page, search", async ({
    page,
  }) => {
    const shots: readonly [string, string, string][] = [
      ["/faq", "information-faq", "Πώς κλείνω το ταμείο στο τέλος της ημέρας;"],
      ["/faq/1", "information-faq-entry", "Αναφορά Ζ"],
      ["/information_material", "information-material", "Οδηγός λειτουργίας καταστήματος 2026"],
      ["/preview?id=1", "information-preview", "Ο υπεύθυνος βάρδιας ελέγχει τον συναγερμό"],
      ["/targit-reports", "information-reports", "Πωλήσεις ανά κατάστημα – Οκτώβριος"],
      ["/allproductsandservices", "information-products", "Πλεκτό ζιβάγκο μάλλινο"],
      ["/allclients", "information-clients", "Ηλεκτροτεχνική Αττικής ΑΕ"],
      ["/about", "information-about", "Σχετικά με τον όμιλο"],
      ["/page/terms", "information-page", "Όροι χρήσης της πύλης συνεργατών"],
    ];
    for (const [path, name, shows] of shots) {
      await page.setViewportSize(SIZES[0][1]);
      await page.goto(at(path));
      await expect(page.getByText(shows).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await capture(page, name, false);
    }
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/faq"));
    await page.getByRole("button", { name: text("ui_faq_add"), exact: true }).click();
    await capture(page, "information-faq-editor", false);
    await page.setViewportSize(SIZES[0][1]);
    await page.goto(at("/dashboard"));
    await (await headerSearchBox(page)).fill("ταμειο");
    await expect(page.getByRole("link", { name: /Πώς κλείνω το ταμείο/ })).toBeVisible();
    await page.screenshot({
      path: "docs/screens/information-search-desktop.png",
      animations: "disabled",
      caret: "hide",
    });
  });
});
