import { defineConfig, devices } from "@playwright/test";

// Browser tests drive Debian's Chromium (Playwright cannot download its own here) against our real
// server, started fresh on its own port with its own embedded database directory.
const port = Number(process.env["E2E_PORT"] ?? 8181);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx vite build --logLevel warn && npx tsx server/main.ts",
    url: `${baseURL}/portal/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), DATA_DIR: "test-results/e2e-data", E2E_FRESH_DATA: "1" },
  },
});
