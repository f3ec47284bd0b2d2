import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { registerThroughApi } from "./support/api-registration";
import { readOutbox } from "./support/outbox";
import { at, signInWithForm } from "./support/session";
import { text } from "./support/texts";

// The account area and the calendar as people use them (issue 18's acceptance).

const START_PASSWORD = "Kalimera#2026";
const NEW_PASSWORD = "Kalinixta#2027";

test("a staff member keeps their profile, changes their password (other sessions end), sees both in /activity and downloads a file", async ({
  browser,
  page,
  request,
}) => {
  const person = await registerThroughApi(request, "account", START_PASSWORD);
  // A second device of the same person, signed in first.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto(at("/"));
  await signInWithForm(other, person.mobile, START_PASSWORD);
  await expect(other).toHaveURL(/\/portal\/dashboard$/);

  await page.goto(at("/"));
  await signInWithForm(page, person.mobile, START_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // Profile: clothing size and health certificate dates.
  await page.goto(at("/settings"));
  await page.getByRole("button", { name: text("ui_settings_edit"), exact: true }).click();
  await page.getByLabel(text("ui_settings_clothing_size")).selectOption("L");
  await page.getByLabel(text("ui_settings_health_begin")).fill("2026-03-01");
  await page.getByLabel(text("ui_settings_health_end")).fill("2026-02-01");
  await page.getByRole("button", { name: text("ui_settings_save"), exact: true }).click();
  // core's rule, beside the field, before anything is sent.
  await expect(page.getByText(text("b2b_profile_health_end_before_begin"))).toBeVisible();
  await page.getByLabel(text("ui_settings_health_end")).fill("2027-02-28");
  await page.getByRole("button", { name: text("ui_settings_save"), exact: true }).click();
  await expect(page.getByText(text("b2b_profile_saved"))).toBeVisible();
  await page.reload();
  await expect(page.getByText("01/03/2026")).toBeVisible();
  await expect(page.getByText("28/02/2027")).toBeVisible();

  // Password: the other device's session ends, this one stays.
  await page.getByLabel(text("ui_settings_password_current"), { exact: true }).fill(START_PASSWORD);
  await page.getByLabel(text("ui_settings_password_new"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(text("ui_settings_password_confirm"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: text("ui_settings_password_submit"), exact: true }).click();
  await expect(page.getByText(text("b2b_password_changed_elsewhere"))).toBeVisible();
  await other.goto(at("/activity"));
  await expect(other).toHaveURL(/\/portal\/$/);
  await otherDevice.close();

  // Both changes in the security log.
  await page.goto(at("/activity"));
  const log = page.getByRole("region", { name: text("ui_activity_security") });
  await expect(log.getByRole("cell", { name: text("ui_activity_status_password_changed") })).toBeVisible();
  await expect(log.getByRole("cell", { name: text("ui_activity_status_profile_updated") })).toBeVisible();
  await expect(log.getByRole("cell", { name: text("ui_activity_status_login") }).first()).toBeVisible();

  // A file head office shared with everyone, downloaded through its signed URL.
  await page.goto(at("/files"));
  const name = "Εγχειρίδιο υγιεινής τροφίμων HACCP 2026.pdf";
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: text("ui_files_download", "el", { name }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The new password is the one that signs in now.
  const relogin = await request.post("/echo/rest/api/auth/login", {
    headers: { Authorization: `Basic ${Buffer.from(`${person.mobile}:${NEW_PASSWORD}`).toString("base64")}` },
  });
  expect(relogin.status()).toBe(200);
});

test.describe("meetings", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.headOffice) });

  test("head office schedules a meeting for one store; its manager sees it in /upcoming and its .ics imports", async ({
    browser,
    page,
    request,
  }) => {
    const description = `Σύσκεψη καταστήματος ${Date.now() % 100000}`;
    const at3days = new Date(Date.now() + 3 * 24 * 3_600_000);
    const local = `${at3days.toISOString().slice(0, 10)}T10:30`;

    await page.goto(at("/upcoming"));
    const form = page.getByRole("region", { name: text("ui_meeting_schedule") });
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: text("ui_meeting_submit"), exact: true }).click();
    await expect(form.getByText(text("b2b_meeting_audience_required"))).toBeVisible();
    await form.getByLabel(text("ui_meeting_when")).fill(local);
    await form.getByLabel(text("ui_meeting_duration")).fill("45");
    await form.getByLabel(text("ui_meeting_description")).fill(description);
    await form.getByLabel(/Αθήνα Σύνταγμα/u).check();
    await form.getByRole("button", { name: text("ui_meeting_submit"), exact: true }).click();
    await expect(form.getByText(/Προσκλήσεις που στάλθηκαν: [1-9]/u)).toBeVisible();

    // The store manager of that store sees it; the manager of another store does not.
    const managerContext = await browser.newContext({ storageState: authStatePath(ACCOUNTS.storeManager) });
    const manager = await managerContext.newPage();
    await manager.goto(at("/upcoming"));
    await expect(manager.getByText(description)).toBeVisible();
    await managerContext.close();
    const otherContext = await browser.newContext({ storageState: authStatePath(ACCOUNTS.storeManager2) });
    const otherManager = await otherContext.newPage();
    await otherManager.goto(at("/upcoming"));
    await expect(otherManager.getByRole("heading", { name: text("ui_calendar_agenda") })).toBeVisible();
    await expect(otherManager.getByText(description)).toHaveCount(0);
    await otherContext.close();

    // The invitation in the outbox carries the meeting as an iCalendar file that imports.
    const outbox = await readOutbox(request);
    const invitation = outbox.find(
      (message) =>
        message.to === "n.alexiou@konstantinou-estiasi.example.com" &&
        (message.subject ?? "").includes(description),
    ) as (typeof outbox)[number] & { attachments: { filename: string; content: string }[] };
    expect(invitation).toBeDefined();
    const ics = invitation.attachments.find((file) => file.filename.endsWith(".ics"))?.content ?? "";
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.summary).toBe(description);
    expect(event.duration.toSeconds()).toBe(45 * 60);
    const start = event.startDate.toJSDate();
    const expected = await page.evaluate((value) => new Date(value).toISOString(), local);
    expect(start.toISOString()).toBe(expected);
  });
});
