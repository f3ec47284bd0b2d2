import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { codeIn, lastOutboxId, linkIn, waitForMessage } from "./support/outbox";
import { newPerson } from "./support/people";
import { at, chooseLanguage, readTokens, signInWithForm } from "./support/session";
import { text } from "./support/texts";

// Spec 5: at least 8 characters, one uppercase letter, one digit, one special character.
const NEW_PASSWORD = "Nea#Arxi2026";

test("self-registration, the SMS link, the phone code and the first sign-in", async ({ page, request }) => {
  const person = newPerson("register");
  const before = await lastOutboxId(request);

  // Register (spec 2 and 5): names, gender, mobile, e-mail, one store, a job position.
  await page.goto(at("/register"));
  const submit = page.getByRole("button", { name: text("ui_register_submit"), exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel(text("ui_field_first_name"), { exact: true }).fill(person.firstName);
  await page.getByLabel(text("ui_field_last_name"), { exact: true }).fill(person.lastName);
  await page.getByLabel(text("ui_field_gender"), { exact: true }).selectOption({ index: 2 });
  await page.getByLabel(text("ui_field_mobile"), { exact: true }).fill(person.mobile);
  await page.getByRole("textbox", { name: new RegExp(`^${text("ui_field_email")}`) }).fill(person.email);
  await page.getByRole("checkbox", { name: "Σύνταγμα" }).check();
  await page.getByLabel(text("ui_field_job_position"), { exact: true }).selectOption({ index: 1 });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(text("ui_register_thank_you"))).toBeVisible();

  // The SMS carries the link to /setpassword?m=<hash>.
  const sms = await waitForMessage(request, person.mobile, {
    channel: "sms",
    after: before,
    test: (m) => m.body.includes("setpassword") || m.links.some((l) => l.includes("setpassword")),
  });
  const link = new URL(linkIn(sms, "setpassword"));
  expect(link.pathname).toBe("/portal/setpassword");
  expect(link.searchParams.get("m")).toBeTruthy();
  await page.goto(link.pathname + link.search);

  // The registered data, then passwords and terms; the send-code button waits for all three.
  const summary = page.getByRole("definition");
  await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
  await expect(page.getByText(person.mobile)).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expect(summary.filter({ hasText: "Σύνταγμα" })).toBeVisible();
  await expectNoSeriousViolations(page, "complete registration (el-GR)");
  await chooseLanguage(page, "en-US", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_complete_title", "en"));
  await expectNoSeriousViolations(page, "complete registration (en-US)");
  await chooseLanguage(page, "el-GR", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_complete_title", "el"));

  const sendCode = page.getByRole("button", { name: text("ui_complete_send_code"), exact: true });
  await expect(sendCode).toBeDisabled();
  await page.getByLabel(text("ui_field_password"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(text("ui_field_password_confirmation"), { exact: true }).fill(NEW_PASSWORD);
  await expect(sendCode).toBeDisabled();
  await page.getByRole("checkbox", { name: text("ui_complete_terms") }).check();
  await expect(sendCode).toBeEnabled();
  const beforeCode = await lastOutboxId(request);
  await sendCode.click();

  // The 6-digit code arrives by SMS; submit waits for 6 digits.
  const codeSms = await waitForMessage(request, person.mobile, {
    channel: "sms",
    after: beforeCode,
    test: (m) => /\b\d{6}\b/.test(m.body),
  });
  const pin = page.getByLabel(text("ui_complete_code"), { exact: true });
  const complete = page.getByRole("button", { name: text("ui_complete_submit"), exact: true });
  await expect(pin).toBeVisible();
  await expect(page.getByRole("button", { name: text("ui_complete_resend"), exact: true })).toBeVisible();
  await pin.fill(codeIn(codeSms).slice(0, 5));
  await expect(complete).toBeDisabled();
  await pin.fill(codeIn(codeSms));
  await expect(complete).toBeEnabled();
  await complete.click();

  // Spec 4: on success the user goes to /; the new account signs in there.
  await expect(page).toHaveURL(/\/portal\/$/);
  await signInWithForm(page, person.mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByText(text("ui_dashboard_welcome", "el", { name: person.firstName }))).toBeVisible();
  expect(await readTokens(page)).toBeDefined();
});
