import { expect, test as setup } from "@playwright/test";
import { authStatePath, PASSWORD_ACCOUNTS } from "./support/accounts";
import { signIn, readTokens } from "./support/session";

// Each demo account with a password signs in through the form (mobile + password) and lands on the
// dashboard; its storage is saved for the tests that start signed in. Tests that end a session
// (logout, refresh failure, acting as) sign in afresh instead, so these saved sessions stay valid.
for (const account of PASSWORD_ACCOUNTS) {
  setup(`${account.key} (${account.role}) signs in with mobile and password`, async ({ page }) => {
    await signIn(page, account);
    expect(await readTokens(page)).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    await page.context().storageState({ path: authStatePath(account) });
  });
}
