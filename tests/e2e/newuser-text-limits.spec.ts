import { expect, test } from "@playwright/test";
import { registerThroughApi } from "./support/api-registration";
import { at, signInWithForm } from "./support/session";
import { text } from "./support/texts";

// Issue 20 item 6: free text has a length limit (core/validation/text-length.ts, the same rule in
// the browser and the server), and long words wrap instead of widening the page.

test("a 300-character first name is refused in the register form", async ({ page }) => {
  await page.goto(at("/register"));
  const firstName = page.getByLabel(text("ui_field_first_name"), { exact: true });
  await firstName.fill("Α".repeat(300));
  await firstName.blur();
  await expect(page.getByText(text("b2b_text_too_long_name"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: text("ui_register_submit"), exact: true })).toBeDisabled();
  // The server refuses the same name with the same key.
  const refused = await page.request.post("/echo/rest/api/auth/register", {
    headers: { Accept: "application/json" },
    data: {
      first_name: "Α".repeat(300),
      last_name: "Δοκιμή",
      gender: 2,
      country_code: 30,
      mobile: "6977000300",
      role: "Staff",
      store: [1],
      job_position: 1,
    },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ status: "error", message: "b2b_text_too_long_name" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the longest allowed one-word name wraps: the dashboard is no wider than the phone", async ({
    page,
    request,
  }) => {
    const longest = "Κωνσταντινουπολιτισσοπουλοπαπαδοπουλοκαραγιαννα";
    const person = await registerThroughApi(request, "long-name", "Makry#Onoma1", {
      firstName: longest.padEnd(50, "ς").slice(0, 50),
    });
    await page.goto(at("/"));
    await signInWithForm(page, person.mobile, person.password);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(
      page.getByText(text("ui_dashboard_welcome", "el", { name: person.firstName })),
    ).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
