import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Download, type Page } from "@playwright/test";
import { parseTraceText } from "../../core/traces/decode-trace";
import type { TraceFile } from "../../core/traces/trace-format";
import { machineRegistry } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";
import { ACCOUNTS, DEMO_PASSWORD } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, chooseLanguage, openAvatarMenu, signIn } from "./support/session";
import { text } from "./support/texts";

/*
 * "Report a problem" end to end: a demo user signs in and does a few things, saves the trace with
 * the shortcut and with the avatar menu, the file decodes with core's decoder, holds no secret,
 * replays through the machines to the same states, and the /dev/replay page steps through it.
 */

const FILE_NAME = /^franchise-portal-trace-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/u;

async function savedTrace(download: Download): Promise<{ readonly name: string; readonly text: string }> {
  const name = download.suggestedFilename();
  expect(name).toMatch(FILE_NAME);
  return { name, text: readFileSync(await download.path(), "utf8") };
}

function decoded(textOfFile: string): TraceFile {
  const result = parseTraceText(textOfFile);
  if (!result.ok) throw new Error(`${result.key}: ${result.message}`);
  return result.trace;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/dev-trace-screens/${name}.png`, fullPage: true });
}

test("Report a problem saves a redacted trace that replays to the same states, on the CLI engine and on /dev/replay", async ({
  page,
}) => {
  const account = ACCOUNTS.storeManager;
  expect(account.mobile).toBe("6900000003");
  await signIn(page, account);

  // A few things a user does, inside the app (a page load would start a new recording): change
  // the language, open the profile settings from the avatar menu, go back.
  await chooseLanguage(page, "en-US", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_menu_dashboard", "en"));
  await openAvatarMenu(page, "en");
  await page
    .getByRole("banner")
    .getByRole("link", { name: text("ui_avatar_profile", "en") })
    .click();
  await expect(page).toHaveURL(/\/portal\/settings$/u);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_menu_dashboard", "en"));

  // The shortcut.
  const byShortcut = page.waitForEvent("download");
  await page.keyboard.press("Control+Alt+KeyR");
  const shortcutTrace = await savedTrace(await byShortcut);

  // The avatar menu item, which announces the shortcut.
  await openAvatarMenu(page, "en");
  const item = page.getByRole("button", { name: new RegExp(`^${text("ui_dev_report_problem", "en")}`, "u") });
  await expect(item).toHaveAttribute("aria-keyshortcuts", "Control+Alt+R Meta+Alt+R");
  const byMenu = page.waitForEvent("download");
  await item.click();
  const { name, text: json } = await savedTrace(await byMenu);
  mkdirSync("test-results/dev-trace-screens", { recursive: true });

  for (const saved of [shortcutTrace.text, json]) {
    // No password, phone or token in the file, in any form.
    expect(saved).not.toContain(DEMO_PASSWORD);
    expect(saved).not.toContain(account.mobile);
    expect(saved).not.toContain("eyJ");
    const trace = decoded(saved);
    expect(trace.format).toBe("franchise-portal-trace");
    expect(trace.version).toBe(1);
  }

  const trace = decoded(json);
  writeFileSync("test-results/dev-trace-screens/trace.json", json);
  const machinesSeen = new Set(trace.entries.map((entry) => entry.machine.id));
  expect([...machinesSeen]).toEqual(expect.arrayContaining(["session", "tokenRefresh", "storeSelection"]));
  const login = trace.entries.find((entry) => entry.kind === "event" && entry.type === "user.submitPassword");
  expect(login?.kind === "event" ? login.redacted : undefined).toEqual(
    expect.arrayContaining(["payload.username", "payload.password"]),
  );
  expect(trace.entries.some((entry) => entry.kind === "event" && entry.type === "user.setLanguage")).toBe(
    true,
  );

  // The engine the CLI uses replays it to the same states.
  const report = replayTrace(trace, machineRegistry);
  expect(report.message).toMatch(/every state matched the recording/u);
  expect(report.ok).toBe(true);
  const sessionRun = report.runs.find((run) => run.machineId === "session");
  expect(sessionRun?.outcome).toBe("passed");

  // The page replays it too: step through and watch the highlighted state follow.
  await page.goto(at("/dev/replay"));
  await expect(
    page.getByRole("heading", { level: 1, name: text("ui_dev_replay_title", "en") }),
  ).toBeVisible();
  await page
    .getByLabel(text("ui_dev_choose_trace", "en"))
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(json) });
  await expect(page.getByText(text("ui_dev_replay_passed", "en"), { exact: true })).toBeVisible();
  const total = report.runs.reduce((sum, run) => sum + run.steps.length, 0);
  await expect(page.getByText(`1 of ${total} steps`)).toBeVisible();
  const diagram = page.getByRole("img", { name: /^Flow diagram of session/u });
  await expect(diagram).toHaveAttribute("data-current-state", /./u);
  const states: string[] = [];
  for (let step = 1; step <= 4; step++) {
    states.push((await diagram.getAttribute("data-current-state")) ?? "");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`${step + 1} of ${total} steps`)).toBeVisible();
  }
  // The replayed session went through different states, and the page followed.
  expect(new Set(states).size).toBeGreaterThan(1);
  await page.getByRole("button", { name: text("ui_dev_previous_step", "en") }).click();
  await expect(page.getByText(`4 of ${total} steps`)).toBeVisible();
  await expect(page.locator('tr[aria-current="step"]')).toHaveCount(1);
  await shoot(page, "replay");
  await expectNoSeriousViolations(page, "/dev/replay");

  // A recording that disagrees with the machines: the first difference is marked and shown.
  const submit = trace.entries.find(
    (entry) => entry.kind === "event" && entry.type === "user.submitPassword",
  );
  const altered = {
    ...trace,
    entries: trace.entries.map((entry) =>
      entry.kind === "snapshot" && entry.cause === submit?.seq
        ? { ...entry, value: { anonymous: "ready" } }
        : entry,
    ),
  };
  await page.getByLabel(text("ui_dev_choose_trace", "en")).setInputFiles({
    name: "altered.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(altered)),
  });
  await expect(page.getByText(text("ui_dev_replay_diverged", "en"), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: text("ui_dev_go_to_difference", "en") }).click();
  const difference = page.locator('tr[data-first-difference="true"]');
  await expect(difference).toHaveAttribute("aria-current", "step");
  await expect(difference).toContainText(text("ui_dev_first_difference", "en"));
  await expect(diagram).toHaveAttribute("data-current-state", "signingIn.password");
  await shoot(page, "replay-diverged");
  await expectNoSeriousViolations(page, "/dev/replay, diverged");

  // A file that is not a trace gets the decoder's message.
  await page.getByLabel(text("ui_dev_choose_trace", "en")).setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from(json.slice(0, json.length / 2)),
  });
  await expect(page.getByRole("alert")).toContainText(
    text("ui_dev_trace_unreadable", "en", { file: "notes.json" }),
  );
  await expect(page.getByRole("alert")).toContainText(text("trace_truncated", "en"));

  // The flow diagrams for product owners.
  await page.getByRole("link", { name: text("ui_dev_flows_title", "en") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("ui_dev_flows_title", "en") })).toBeVisible();
  await page.getByRole("link", { name: /^tokenRefresh/u }).click();
  await expect(page).toHaveURL(/\/portal\/dev\/flows\/tokenRefresh$/u);
  // The journey first (product owners), the technical view a tab away (developers, QA).
  await expect(page.getByRole("img", { name: /^Journey of tokenRefresh/u })).toBeVisible();
  await page.getByRole("tab", { name: /^Technical/u }).click();
  await expect(page.getByRole("img", { name: /^Flow diagram of tokenRefresh/u })).toBeVisible();
  await shoot(page, "flows");
  await expectNoSeriousViolations(page, "/dev/flows");
});
