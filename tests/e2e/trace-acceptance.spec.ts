import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { parseTraceText } from "../../core/traces/decode-trace";
import type { TraceEntry, TraceFile } from "../../core/traces/trace-format";
import { machineRegistry } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";
import { ACCOUNTS, DEMO_PASSWORD } from "./support/accounts";
import { at, openAvatarMenu, readTokens, signIn, writeTokens } from "./support/session";
import { text } from "./support/texts";

/*
 * The QA-trace acceptance test (docs/traces.md, "The acceptance trace"): one real browser session —
 * sign-in through the form, a 401 on an authenticated call cured by one token refresh, a change of
 * store, a v2 ticket whose first save fails and whose retry succeeds — is saved with the "Report a
 * problem" shortcut, holds every machine involved and nothing secret, and replays to the same
 * states from the CLI (`npm run replay`) and on /dev/replay.
 *
 * Everything after the first page load happens inside the app (links, the store selector, the
 * form): a page load starts a new recording. `UPDATE_TRACES=1` also writes the trace to
 * tests/traces/browser-session-ticket.json, which `npm test` then replays as a regression test.
 */

const API = "/echo/rest/api";
const OUT_DIR = "test-results/trace-acceptance";
const COMMITTED = "tests/traces/browser-session-ticket.json";
// The franchisee's second store (server/seed/demo-data.ts); a fresh sign-in selects the first.
const THESSALONIKI = "Θεσσαλονίκη Αριστοτέλους 8";

/** A token whose signature no longer matches: the server refuses it, as it does an expired one. */
function withBrokenSignature(token: string): string {
  const dot = token.lastIndexOf(".");
  const first = token.charAt(dot + 1);
  return `${token.slice(0, dot + 1)}${first === "A" ? "B" : "A"}${token.slice(dot + 2)}`;
}

function decoded(textOfFile: string): TraceFile {
  const result = parseTraceText(textOfFile);
  if (!result.ok) throw new Error(`${result.key}: ${result.message}`);
  return result.trace;
}

function entriesOf(trace: TraceFile, machineId: string): TraceEntry[] {
  return trace.entries.filter((entry) => entry.machine.id === machineId && !entry.actor.path.includes("/"));
}

/** `npx tsx scripts/replay/replay-cli.ts <file>`: its exit code and what it printed. */
function replayOnCli(file: string): Promise<{ readonly code: number | null; readonly output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/replay/replay-cli.ts", file], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Drops a file on the element the way a file dragged from the desktop arrives (a `drop` with a DataTransfer). */
async function dropFile(page: Page, target: string, name: string, content: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, body]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([body], fileName, { type: "application/json" }));
      return transfer;
    },
    [name, content] as const,
  );
  await page.getByText(target, { exact: true }).dispatchEvent("drop", { dataTransfer });
}

test("a real session's trace (sign-in, refresh on 401, store switch, failed then saved ticket) replays from the CLI and on /dev/replay", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = ACCOUNTS.franchisee;
  expect(account.mobile).toBe("6900000002");
  const refreshes: Request[] = [];
  const unauthorized: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(`${API}/v2/auth/refresh-token`)) refreshes.push(request);
  });
  page.on("response", (response) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${response.url()}`);
  });

  // 1. Sign in through the login form (the only page load of the session).
  await signIn(page, account);
  const nav = page.getByRole("navigation", { name: text("ui_sidebar_menu") });

  // 2. The access token stops being accepted; the next authenticated read gets a real 401 from the
  //    server, one refresh cures it and the read is retried.
  const tokens = await readTokens(page);
  expect(tokens).toBeDefined();
  const broken = withBrokenSignature(tokens?.access_token ?? "");
  await writeTokens(page, { access_token: broken, refresh_token: tokens?.refresh_token ?? "" });
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith(`${API}/v2/auth/refresh-token`),
  );
  const listLoaded = page.waitForResponse(
    (response) => /\/v2\/tickets\/location\/\d+/u.test(response.url()) && response.status() === 200,
  );
  await nav.locator(`a[href="${at("/tickets")}"]`).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/u);
  expect((await refreshed).status()).toBe(200);
  await listLoaded;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_tickets_title"));
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(unauthorized.every((call) => call.startsWith("GET "))).toBe(true);
  // The 401s name the reads that met the broken token, should a second refresh follow one of them.
  expect(refreshes, `401s: ${unauthorized.join(", ")}`).toHaveLength(1);
  const renewed = await readTokens(page);
  expect(renewed?.access_token).not.toBe(broken);

  // 3. Another store, picked in the header: the ticket list is asked for again, for that store.
  await openAvatarMenu(page);
  const banner = page.getByRole("banner");
  const select = banner.getByRole("combobox", { name: text("ui_header_store"), exact: true });
  await expect(select.locator("option")).toHaveCount(3);
  const before = await select.inputValue();
  const reload = page.waitForResponse(
    (response) => /\/v2\/tickets\/location\/\d+/u.test(response.url()) && response.status() === 200,
  );
  await select.selectOption({ label: THESSALONIKI });
  const reloaded = await reload;
  // The menu closes on a switch (issue 33, item 8): the store chosen is read from the reload.
  const after = /\/v2\/tickets\/location\/(\d+)/u.exec(reloaded.url())?.[1];
  expect(after).not.toBe(before);
  expect(reloaded.url()).toContain(`/v2/tickets/location/${after}`);
  await expect(banner.locator(`[title="${THESSALONIKI}"]`)).toContainText(THESSALONIKI);
  await page.keyboard.press("Escape");

  // 4. A new v2 ticket: the first save never reaches the server, the draft is kept, the retry saves.
  let saves = 0;
  await page.route(`**${API}/v2/tickets`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    saves += 1;
    return saves === 1 ? route.abort("failed") : route.fallback();
  });
  await page.getByRole("link", { name: text("ui_tickets_new_button"), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/new_ticket$/u);
  const title = `Trace acceptance ${Date.now()}`;
  const titleField = page.getByLabel(text("ui_tickets_field_title"), { exact: true });
  await titleField.fill(title);
  await page.getByLabel(text("ui_tickets_field_category"), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(text("ui_tickets_field_contact"), { exact: true }).selectOption({ index: 1 });
  await page
    .getByLabel(text("ui_tickets_field_message"), { exact: true })
    .fill("Ο εκτυπωτής αποδείξεων δεν τυπώνει από το πρωί.");
  await page.getByRole("button", { name: text("ui_tickets_submit"), exact: true }).click();
  await expect(page.getByText(text("b2b_ticket_save_failed"), { exact: true })).toBeVisible();
  await expect(titleField).toHaveValue(title);
  const retry = page.getByRole("button", { name: text("ui_tickets_retry_send"), exact: true });
  await retry.click();
  await expect(page).toHaveURL(/\/portal\/tickets\/\d+$/u);
  await expect(page.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();
  expect(saves).toBe(2);

  // 5. "Report a problem" with the shortcut.
  const download = page.waitForEvent("download");
  await page.keyboard.press("Control+Alt+KeyR");
  const json = readFileSync(await (await download).path(), "utf8");
  mkdirSync(OUT_DIR, { recursive: true });
  const file = `${OUT_DIR}/trace.json`;
  writeFileSync(file, json);
  if (process.env["UPDATE_TRACES"] === "1") {
    // Committed as `npm run lint` (prettier --check) wants it; the content is the same JSON.
    const options = await resolveConfig(COMMITTED);
    writeFileSync(COMMITTED, await format(json, { ...options, filepath: COMMITTED }));
  }

  // Nothing secret or personal: no password, phone number, token or e-mail address (masked
  // addresses keep their shape, xxxx@xxxx.xxx, and nothing else).
  expect(json).not.toContain(DEMO_PASSWORD);
  for (const demo of Object.values(ACCOUNTS)) expect(json).not.toContain(demo.mobile);
  expect(json).not.toContain("eyJ");
  expect(json).not.toContain(tokens?.refresh_token ?? "");
  expect(json).not.toContain(renewed?.refresh_token ?? "");
  expect(json).not.toContain(account.firstName);
  const addresses = json.match(/[^\s"]*@[^\s"]*/gu) ?? [];
  expect(addresses.filter((address) => !/^[xX0._+-]+@[xX0._-]+$/u.test(address))).toEqual([]);

  const trace = decoded(json);
  expect(trace.dropped).toBe(0);
  const machinesSeen = new Set(trace.entries.map((entry) => entry.machine.id));
  expect([...machinesSeen]).toEqual(
    expect.arrayContaining(["session", "tokenRefresh", "storeSelection", "ticket"]),
  );
  const session = entriesOf(trace, "session");
  const login = session.find((entry) => entry.kind === "event" && entry.type === "user.submitPassword");
  expect(login?.kind === "event" ? login.redacted : undefined).toEqual(
    expect.arrayContaining(["payload.username", "payload.password"]),
  );
  // The user's own data is masked: names, mobile, e-mail, date of birth.
  const user = session.find((entry) => entry.kind === "actor.done" && entry.actorId === "loadUser");
  expect(user?.kind === "actor.done" ? user.redacted : undefined).toEqual(
    expect.arrayContaining([
      "output.f_name",
      "output.l_name",
      "output.information.mobile",
      "output.information.email",
      "output.dob",
    ]),
  );
  // A refresh actually ran: the refresh machine heard of the 401 and its refresh actor answered.
  const refresh = entriesOf(trace, "tokenRefresh");
  expect(refresh.some((entry) => entry.kind === "event" && entry.type === "api.unauthorized")).toBe(true);
  expect(refresh.some((entry) => entry.kind === "actor.done" && entry.actorId === "refresh")).toBe(true);
  const stores = entriesOf(trace, "storeSelection");
  expect(stores.some((entry) => entry.kind === "event" && entry.type === "user.selectStore")).toBe(true);
  // The ticket: a failed save, a retry, a successful save, and the final state.
  const ticket = entriesOf(trace, "ticket");
  const failedSave = ticket.findIndex(
    (entry) => entry.kind === "actor.error" && entry.actorId === "saveTicket",
  );
  const retried = ticket.findIndex((entry) => entry.kind === "event" && entry.type === "user.retry");
  const savedOk = ticket.findIndex((entry) => entry.kind === "actor.done" && entry.actorId === "saveTicket");
  expect(failedSave).toBeGreaterThan(-1);
  expect(retried).toBeGreaterThan(failedSave);
  expect(savedOk).toBeGreaterThan(retried);
  const finalTicket = ticket.findLast((entry) => entry.kind === "snapshot");
  expect(finalTicket?.kind === "snapshot" ? [finalTicket.value, finalTicket.status] : []).toEqual([
    "done",
    "done",
  ]);

  // 6. The CLI replays it to the same states.
  const cli = await replayOnCli(file);
  expect(cli.output).toContain("PASSED:");
  expect(cli.output).toMatch(/every state matched the recording/u);
  expect(cli.code, cli.output).toBe(0);

  // The same engine, here, tells how many steps the page must show.
  const report = replayTrace(trace, machineRegistry);
  expect(report.ok, report.message).toBe(true);
  // Every run replayed, the ticket lists' too (every machine of the app is registered): none is
  // skipped, and no note says one was.
  expect(
    report.runs.filter((run) => run.outcome !== "passed").map((run) => `${run.machineId} ${run.run}`),
  ).toEqual([]);
  // The ticket lists run on the one list machine (issue #31).
  expect(report.runs.filter((run) => run.machineId === "keysetList").length).toBeGreaterThan(0);
  expect(report.warnings).toEqual([]);
  const steps = report.runs.flatMap((run) => run.steps);
  const ticketRun = report.runs.findLast((run) => run.machineId === "ticket");
  expect(ticketRun?.outcome).toBe("passed");
  const lastTicketStep = steps.lastIndexOf(ticketRun?.steps.at(-1) as (typeof steps)[number]);
  expect(lastTicketStep).toBeGreaterThan(0);

  // 7. The page replays it too: drop the file, step to the ticket's last step, see its final state.
  await page.goto(at("/dev/replay"));
  await expect(page.getByRole("heading", { level: 1, name: text("ui_dev_replay_title") })).toBeVisible();
  await dropFile(page, text("ui_dev_drop_trace"), "trace.json", json);
  await expect(page.getByText(text("ui_dev_replay_passed"), { exact: true })).toBeVisible();
  const total = steps.length;
  await expect(page.getByText(text("ui_dev_step_of", "el", { current: 1, total }))).toBeVisible();
  for (let step = 0; step < lastTicketStep; step++) await page.keyboard.press("ArrowRight");
  await expect(
    page.getByText(text("ui_dev_step_of", "el", { current: lastTicketStep + 1, total })),
  ).toBeVisible();
  const diagram = page.locator('img[data-machine="ticket"]');
  await expect(diagram).toHaveAttribute("data-current-state", "done");
  await expect(page.locator('tr[aria-current="step"]')).toContainText(text("ui_dev_step_ok"));
  await page.screenshot({ path: `${OUT_DIR}/replay-final-step.png`, fullPage: true });
});
