import { expect, test as setup } from "@playwright/test";
import { authStatePath, PASSWORD_ACCOUNTS } from "./support/accounts";
import { workerPorts } from "./support/e2e-port-numbers";
import { signIn, readTokens } from "./support/session";

// Each demo account with a password signs in through the form (mobile + password) on every worker's
// app server (e2e-port-numbers.ts) and lands on the dashboard; its storage is saved for the tests that start
// signed in. Tests that end a session (logout, refresh failure, acting as) sign in afresh instead, so
// these saved sessions stay valid. The sign-ins are independent, so they spread over the workers.
setup.describe.configure({ mode: "parallel" });

for (const port of workerPorts())
  for (const account of PASSWORD_ACCOUNTS) {
    setup(
      `${account.key} (${account.role}) signs in with mobile and password on ${port}`,
      async ({ browser }) => {
        const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
        const page = await context.newPage();
        await signIn(page, account);
        expect(await readTokens(page)).toMatchObject({
          access_token: expect.any(String),
          refresh_token: expect.any(String),
        });
        await context.storageState({ path: authStatePath(account, String(port)) });
        await context.close();
      },
    );
  }
