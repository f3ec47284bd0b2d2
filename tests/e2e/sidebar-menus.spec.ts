import { test } from "@playwright/test";
import { authStatePath, PASSWORD_ACCOUNTS } from "./support/accounts";
import { at } from "./support/session";
import { expectSidebarFor } from "./support/spec-menu";

// Each account with a password (signed in through the form by auth.setup.ts) sees exactly the
// entries the spec's table gives its role, and the console's entry if it may administer (issue 35). azureUser's menu is checked in acting-as.spec.ts (user id
// 1 acting as the corporate account), as azureUser has no password to sign in with.
for (const account of PASSWORD_ACCOUNTS) {
  test.describe(`${account.key} (${account.role})`, () => {
    test.use({ storageState: authStatePath(account) });

    test("sees exactly the spec's menu entries for the role", async ({ page }) => {
      await page.goto(at("/dashboard"));
      await expectSidebarFor(page, account.role, { administers: account.administers === true });
    });
  });
}
