import { expect, test } from "@playwright/test";
import { lastOutboxId, waitForMessage } from "./support/outbox";
import { newPerson } from "./support/people";
import { at, chooseLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 20 item 3: the messages of a registration made in the browser are written in the language
// the person used (Greek by default, English when they switched). Every kind of message, for users
// of both languages, is covered over the API in tests/server/message-language.test.ts.

// One registration (the suite shares one server, which allows 10 registrations an hour per address);
// the Greek default is proved by newuser-silent-endings.spec.ts and the server test.
for (const language of ["en"] as Language[]) {
  test(`registering in ${language === "el" ? "Greek" : "English"}: the SMS and e-mail are in that language`, async ({
    page,
    request,
  }) => {
    const person = newPerson(`language-${language}`);
    const before = await lastOutboxId(request);
    await page.goto(at("/register"));
    if (language === "en") await chooseLanguage(page, "en-US", "el");
    const t = (key: string) => text(key, language as Language);
    await page.getByLabel(t("ui_field_first_name"), { exact: true }).fill(person.firstName);
    await page.getByLabel(t("ui_field_last_name"), { exact: true }).fill(person.lastName);
    await page.getByLabel(t("ui_field_gender"), { exact: true }).selectOption({ index: 2 });
    await page.getByLabel(t("ui_field_mobile"), { exact: true }).fill(person.mobile);
    await page.getByRole("textbox", { name: new RegExp(`^${t("ui_field_email")}`) }).fill(person.email);
    await page.getByRole("checkbox", { name: "Σύνταγμα" }).check();
    await page.getByLabel(t("ui_field_job_position"), { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: t("ui_register_submit"), exact: true }).click();
    await expect(page.getByText(t("ui_register_thank_you"))).toBeVisible();

    const sms = await waitForMessage(request, person.mobile, { channel: "sms", after: before });
    expect(sms.body.startsWith(t("b2b_msg_register_sms").split("{")[0] ?? "")).toBe(true);
    const mail = await waitForMessage(request, person.email, { channel: "email", after: before });
    expect(mail.subject).toBe(t("b2b_msg_register_subject"));
    expect(mail.body.startsWith(t("b2b_msg_register_body").split("{")[0] ?? "")).toBe(true);
  });
}
