import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";
import { commercePort } from "./tests/e2e/support/commerce-server";
import { openIdSettings } from "./tests/e2e/support/openid-settings";

// Browser tests drive Debian's Chromium (Playwright cannot download its own here) against our real
// server, started fresh on its own port with its own embedded database directory.
const port = Number(process.env["E2E_PORT"] ?? 8181);
export const baseURL = `http://localhost:${port}`;
const dataDir = `test-results/e2e-data-${port}`;
// The corporate identity provider: a real OpenID provider over HTTPS on E2E_OIDC_PORT (default
// E2E_PORT + 1000) with a self-signed certificate it makes at start (tests/e2e/support/https-openid-provider.ts).
const oidc = openIdSettings({ ...process.env, E2E_PORT: String(port) });
const reuse = process.env["E2E_REUSE"] === "1";
// The same app with the commerce screens switched on (tests/e2e/support/commerce-server.ts).
const commerce = commercePort(process.env);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL,
    trace: "retain-on-failure",
    // Only the test identity provider speaks HTTPS, with its self-signed certificate.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--disable-quic"],
    },
  },
  projects: [
    // Signs every demo account in through the login form once and saves its browser storage, so
    // the tests that only need "a signed-in franchisee" start from that (tests/e2e/support/accounts.ts).
    { name: "sign-in", testMatch: /auth\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      dependencies: ["sign-in"],
      testIgnore: /screens\.capture\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // UPDATE_SCREENS=1 adds the project that rewrites docs/screens/*.png; a plain run never touches them.
    ...(process.env["UPDATE_SCREENS"] === "1"
      ? [
          {
            name: "screens",
            dependencies: ["sign-in"],
            testMatch: /screens\.capture\.ts$/,
            use: { ...devices["Desktop Chrome"] },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // Started first: it writes the certificate the app server is told to trust.
      command: "npx tsx tests/e2e/support/https-openid-provider.ts",
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: reuse,
      timeout: 60_000,
      env: { E2E_PORT: String(port), E2E_OIDC_PORT: String(oidc.port) },
    },
    {
      // server/main.ts keeps what DATA_DIR holds, so the directory is emptied first: every run starts
      // from freshly seeded demo data. One directory per port, so two runs on two ports do not clash.
      // NODE_ENV=production for the build only, so the tests drive what users get whatever the shell
      // exports (the server runs in demo mode, which production mode would refuse without JWT_SECRET).
      command: `rm -rf ${dataDir} && NODE_ENV=production npx vite build --logLevel warn && npx tsx server/main.ts`,
      url: `${baseURL}/portal/`,
      // E2E_APP_DIR: build and serve the app from another checkout (e.g. `git archive HEAD` unpacked
      // with a node_modules link) while the tests come from this tree.
      ...(process.env["E2E_APP_DIR"] === undefined ? {} : { cwd: process.env["E2E_APP_DIR"] }),
      // E2E_REUSE=1: use a server already listening on the port (for working on one test by hand).
      reuseExistingServer: reuse,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        MICROSOFT_ISSUER: oidc.issuer,
        MICROSOFT_CLIENT_ID: oidc.clientId,
        // The server reads the provider's discovery document and keys over HTTPS (node's fetch).
        NODE_EXTRA_CA_CERTS: oidc.certificateFile,
        // Every browser test registers from 127.0.0.1; more than a shop's hourly ten in one run.
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100",
      },
    },
    {
      // Started after the first one has built dist/web: serves that build with COMMERCE_SCREENS=on.
      command: `rm -rf ${dataDir}-commerce && npx tsx server/main.ts`,
      url: `http://localhost:${commerce}/portal/`,
      ...(process.env["E2E_APP_DIR"] === undefined ? {} : { cwd: process.env["E2E_APP_DIR"] }),
      reuseExistingServer: reuse,
      timeout: 120_000,
      env: { PORT: String(commerce), DATA_DIR: `${dataDir}-commerce`, COMMERCE_SCREENS: "on" },
    },
  ],
});
