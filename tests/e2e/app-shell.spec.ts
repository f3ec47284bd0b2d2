import { expect, test } from "@playwright/test";

test("the app shell serves the login screen under /portal/", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/portal\/$/);
  await expect(page.getByRole("button", { name: /login|σύνδεση/i })).toBeVisible();
  await expect(page.getByText("v. 1.01")).toBeVisible();
});
