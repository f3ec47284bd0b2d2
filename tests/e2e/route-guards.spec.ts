import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

// Spec 2 and 6, with docs/decisions.md ("Permissions"): a role not in a route's list sees the
// no-access page; /calendar, /invoices, /orders, /projects and /subscriptions go to / for everyone;
// unknown paths go to /error, which needs a login; public routes send a signed-in user to /dashboard.

const REDIRECTED_TO_ROOT = ["/calendar", "/invoices", "/orders", "/subscriptions", "/projects"];

test.describe("a visitor who is not signed in", () => {
  test("opening /dashboard lands on the login screen", async ({ page }) => {
    await page.goto(at("/dashboard"));
    await expect(page).toHaveURL(/\/portal\/$/);
    await expect(page.getByRole("button", { name: text("ui_login_submit"), exact: true })).toBeVisible();
  });

  // An unknown path goes to /error first, which needs a login, so it ends on / as well.
  for (const path of [...REDIRECTED_TO_ROOT, "/no-such-page"]) {
    test(`opening ${path} lands on /`, async ({ page }) => {
      await page.goto(at(path));
      await expect(page).toHaveURL(/\/portal\/$/);
      await expect(page.getByRole("button", { name: text("ui_login_submit"), exact: true })).toBeVisible();
    });
  }
});

test.describe("a trainee", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.trainee) });

  for (const path of ["/tickets", "/users"]) {
    test(`opening ${path} is refused with the no-access page`, async ({ page }) => {
      await page.goto(at(path));
      await expect(page).toHaveURL(new RegExp(`/portal${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_forbidden_title"));
      await expect(
        page.getByRole("main").getByRole("link", { name: text("ui_back_to_dashboard") }),
      ).toBeVisible();
    });
  }

  test("may open the routes of every role (training history)", async ({ page }) => {
    await page.goto(at("/training-history"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_training_history"));
  });
});

test.describe("a signed-in franchisee", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

  for (const path of ["/", "/register", "/resetpassword"]) {
    test(`opening the public route ${path} goes to /dashboard`, async ({ page }) => {
      await page.goto(at(path));
      await expect(page).toHaveURL(/\/portal\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_menu_dashboard"));
    });
  }

  test("the routes that redirect to / end on the dashboard (/ forwards a signed-in user)", async ({
    page,
  }) => {
    for (const path of REDIRECTED_TO_ROOT) {
      await page.goto(at(path));
      await expect(page, path).toHaveURL(/\/portal\/dashboard$/);
    }
  });

  test("an unknown path goes to /error", async ({ page }) => {
    await page.goto(at("/no-such-page"));
    await expect(page).toHaveURL(/\/portal\/error$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_error_title"));
  });

  test("a franchise-only route opens for a franchisee", async ({ page }) => {
    await page.goto(at("/users"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_route_users"));
  });
});
