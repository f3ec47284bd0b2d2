import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { lastOutboxId, linkIn, waitForMessage } from "./support/outbox";
import { at, openAvatarMenu, signIn } from "./support/session";
import { text } from "./support/texts";

// Issue 20 item 8 (the parts outside tickets and training): small things that read as broken.

test("the Greek register form lists Greek job positions and the stores by the portal's names", async ({
  page,
}) => {
  await page.goto(at("/register"));
  const jobs = page.getByLabel(text("ui_field_job_position"), { exact: true });
  await expect(jobs.locator("option", { hasText: "Ταμίας" })).toHaveCount(1);
  await expect(jobs.locator("option", { hasText: "Cashier" })).toHaveCount(0);
  // The same name as the store selector and every list of the portal (the title, cut at 35).
  await expect(page.getByRole("checkbox", { name: "Θεσσαλονίκη Αριστοτέλους 8", exact: true })).toHaveCount(
    1,
  );
});

test("the password rule is said once: as a hint, or as the error when it fails", async ({
  page,
  request,
}) => {
  // A reset link of a demo account, only looked at: the password stays as it is.
  const mobile = ACCOUNTS.trainee.mobile;
  const before = await lastOutboxId(request);
  await request.post("/echo/rest/api/v2/auth/forgot-password", {
    headers: { Accept: "application/json" },
    data: { type: "phone", value: mobile, country_code: 30 },
  });
  const sms = await waitForMessage(request, mobile, { channel: "sms", after: before });
  await page.goto(new URL(linkIn(sms, "resetpassword")).pathname);
  const field = page.getByLabel(text("ui_field_new_password"), { exact: true });
  await expect(page.getByText(text("ui_password_hint"), { exact: true })).toHaveCount(1);
  await field.fill("short");
  await expect(page.getByText(text("b2b_password_rules"), { exact: true })).toHaveCount(1);
  await expect(page.getByText(text("ui_password_hint"), { exact: true })).toHaveCount(0);
});

test("exporting a trace says on screen that it was saved, keeps catalogue keys not texts, and replays with a Greek summary", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.storeManager);
  await openAvatarMenu(page);
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: new RegExp(`^${text("ui_dev_report_problem")}`, "u") }).click();
  const download = await saved;
  const file = download.suggestedFilename();
  await expect(
    page.getByRole("status").filter({ hasText: text("ui_dev_trace_saved", "el", { file }) }),
  ).toBeVisible();

  const json = await (await import("node:fs/promises")).readFile(await download.path(), "utf8");
  // Item 10: the catalogue loaded at sign-in is kept as its version and keys, not its texts.
  expect(json).toContain('"$catalogue"');
  expect(json).toMatch(/"version":\s*"[0-9a-f]{8}"/u);
  expect(json).toContain('"ui_login_title"');
  expect(json).not.toContain(text("ui_dev_replay_title", "en"));
  expect(json).not.toContain(text("ui_dev_replay_title", "el"));
  await page.goto(at("/dev/replay"));
  await page
    .getByLabel(text("ui_dev_choose_trace"))
    .setInputFiles({ name: file, mimeType: "application/json", buffer: Buffer.from(json) });
  await expect(page.getByText(text("ui_dev_replay_passed"), { exact: true })).toBeVisible();
  await expect(page.getByText(/^Βήματα που αναπαράχθηκαν: \d+· εκτελέσεις μηχανών: \d+\./u)).toBeVisible();
  await expect(page.getByText(/Replayed \d+ steps/u)).toHaveCount(0);
});
