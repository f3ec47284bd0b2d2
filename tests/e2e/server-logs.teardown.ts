import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { secretsIn } from "../support/log-secrets";
import { serverLogsDir } from "./support/server-logs";

// Runs once every browser test is over (the "sign-in" project's teardown in playwright.config.ts):
// the app servers' logs of the whole run — sign-ins, registrations, resets, uploads, acting-as —
// hold no password, token, reset link, mobile or e-mail of the demo data (issue #42).
test("the app servers' logs of this run hold no password, token, link, mobile or e-mail", () => {
  const files = readdirSync(serverLogsDir).filter((name) => name.endsWith(".log"));
  const logs = files.map((name) => ({ name, log: readFileSync(join(serverLogsDir, name), "utf8") }));
  // A line per request: logs that stayed (nearly) empty would make the scan prove nothing.
  const requests = logs.flatMap(({ log }) => log.split("\n").filter((line) => line.includes('"requestId"')));
  expect(requests.length).toBeGreaterThan(10);
  for (const { name, log } of logs) expect(secretsIn(log), name).toEqual([]);
});
