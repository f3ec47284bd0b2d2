import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerThroughApi } from "./support/api-registration";
import { expectNoSeriousViolations } from "./support/axe";
import { codeIn, lastOutboxId, linkIn, waitForMessage } from "./support/outbox";
import { newPerson } from "./support/people";
import { at, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 20 item 2: no silent endings. Completing a registration and changing a password end on the
// sign-in page saying what happened; a used or broken /setpassword link says so; a used reset link
// is found out before any password is asked for. In the user's language each time.

const PASSWORD = "Nea#Arxi2026";
const API = "/echo/rest/api";
const json = { Accept: "application/json" };

/** The live region of the public screens that carries the page's message. */
const pageMessage = (page: Page) => page.getByRole("main").getByRole("status").first();

/** Registers through the API and returns the /setpassword link from the SMS. */
async function setPasswordLink(
  request: APIRequestContext,
  label: string,
): Promise<{ path: string; mobile: string }> {
  const person = newPerson(label);
  const before = await lastOutboxId(request);
  const registered = await request.post(`${API}/auth/register`, {
    headers: json,
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      gender: 2,
      country_code: 30,
      mobile: person.mobile,
      email: person.email,
      role: "Staff",
      store: [1],
      job_position: 1,
    },
  });
  expect(registered.status()).toBe(200);
  const sms = await waitForMessage(request, person.mobile, { channel: "sms", after: before });
  const link = new URL(linkIn(sms, "setpassword"));
  return { path: link.pathname + link.search, mobile: person.mobile };
}

async function completeRegistration(
  page: Page,
  request: APIRequestContext,
  path: string,
  mobile: string,
  language: Language,
) {
  await page.goto(path);
  await page.getByLabel(text("ui_field_password", language), { exact: true }).fill(PASSWORD);
  await page.getByLabel(text("ui_field_password_confirmation", language), { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: text("ui_complete_terms", language) }).check();
  const before = await lastOutboxId(request);
  await page.getByRole("button", { name: text("ui_complete_send_code", language), exact: true }).click();
  const code = await waitForMessage(request, mobile, {
    channel: "sms",
    after: before,
    test: (m) => /\b\d{6}\b/.test(m.body),
  });
  await page.getByLabel(text("ui_complete_code", language), { exact: true }).fill(codeIn(code));
  await page.getByRole("button", { name: text("ui_complete_submit", language), exact: true }).click();
}

test("completing a registration says the account is ready (Greek); the used or broken link says so (English)", async ({
  page,
  request,
}) => {
  const { path, mobile } = await setPasswordLink(request, "ending");
  await completeRegistration(page, request, path, mobile, "el");

  // Spec 4: to / — and there the user reads what happened.
  await expect(page).toHaveURL(/\/portal\/\?notice=b2b_account_activated$/);
  await expect(pageMessage(page)).toHaveText(text("b2b_account_activated"));
  await expectNoSeriousViolations(page, "sign-in after registration (el-GR)");

  // The same link again, in English: used. Spec 8 sends the user to /, which now says why.
  await startInLanguage(page, "en-US");
  await page.goto(path);
  await expect(page).toHaveURL(/\/portal\/\?notice=b2b_setpassword_link_invalid$/);
  await expect(pageMessage(page)).toHaveText(text("b2b_setpassword_link_invalid", "en"));
  await expectNoSeriousViolations(page, "sign-in after a used link (en-US)");

  // A broken link says the same.
  await page.goto(at("/setpassword?m=not-a-real-link"));
  await expect(pageMessage(page)).toHaveText(text("b2b_setpassword_link_invalid", "en"));
});

test("a password reset ends on the sign-in page saying the password changed; the used link is refused before any input", async ({
  page,
  request,
}) => {
  const person = await registerThroughApi(request, "reset-ending", PASSWORD);
  const before = await lastOutboxId(request);
  const asked = await request.post(`${API}/v2/auth/forgot-password`, {
    headers: json,
    data: { type: "email", value: person.email, country_code: 30 },
  });
  expect(asked.status()).toBe(200);
  const mail = await waitForMessage(request, person.email, { channel: "email", after: before });
  const link = new URL(linkIn(mail, "resetpassword"));

  await page.goto(link.pathname);
  const newPassword = "Allagi#Kodikou9";
  await page.getByLabel(text("ui_field_new_password"), { exact: true }).fill(newPassword);
  await page.getByLabel(text("ui_field_password_confirmation"), { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: text("ui_reset_submit"), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/\?notice=b2b_password_changed$/);
  await expect(pageMessage(page)).toHaveText(text("b2b_password_changed"));

  // Opened again, the link says at once that it cannot be used: no form to fill in vain.
  await startInLanguage(page, "en-US");
  await page.goto(link.pathname);
  await expect(pageMessage(page)).toHaveText(text("b2b_reset_link_invalid", "en"));
  await expect(page.getByLabel(text("ui_field_new_password", "en"), { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, "reset password with a used link (en-US)");
  await page.getByRole("link", { name: text("ui_reset_ask_new_link", "en"), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/resetpassword$/);
});
