import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";
import { recordSessionRun } from "./record-session-run";

const committed = fileURLToPath(new URL("session-password-login.json", import.meta.url));

describe("a trace recorded from a real run", () => {
  it("replays step for step through the registered machine", async () => {
    const trace = await recordSessionRun();
    // `UPDATE_TRACES=1 npx vitest run tests/traces` re-records the committed trace after an
    // intended change to the session machine.
    if (process.env["UPDATE_TRACES"] === "1") {
      writeFileSync(committed, `${JSON.stringify(trace, null, 2)}\n`);
    }
    const report = replayTrace(trace, machineRegistry);
    expect(report.message).toMatch(/every state matched/u);
    expect(report.ok).toBe(true);
    expect(report.runs[0]?.steps.map((s) => s.action)).toEqual([
      "start",
      "loadTranslations answered",
      "timer loaderDelay",
      "user.submitPassword",
      "login failed",
      "user.submitPassword",
      "login answered",
      "loadUser answered",
      "loadSessionData answered",
      "user.setLanguage",
      "reloadTranslations answered",
      "user.logout",
      "logout answered",
    ]);
  });
});
