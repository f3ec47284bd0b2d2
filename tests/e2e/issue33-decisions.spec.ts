import { expect, test } from "@playwright/test";
import { ACCOUNTS, authStatePath } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { registerThroughApi } from "./support/api-registration";
import { at, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 33, item 6: "after Έγκριση the staff list stays (8) without her until a reload". A decision
// updates every list it affects at once: the approved person leaves "waiting for approval" and joins
// the store's staff list, with its count, without a reload. The franchisee's first store is store 1,
// the store registerThroughApi registers for.

test.use({ storageState: authStatePath(ACCOUNTS.franchisee) });

const CASES: readonly { readonly language: Language; readonly width: number }[] = [
  { language: "el", width: 1366 },
  { language: "en", width: 390 },
];

for (const { language, width } of CASES) {
  test(`${width} px, ${language}: an approved person is on the staff list at once`, async ({
    page,
    request,
  }) => {
    const person = await registerThroughApi(request, `approved-${language}`, "Νέος#Κωδικός2026", {
      approve: false,
    });
    const name = `${person.firstName} ${person.lastName}`;
    await page.setViewportSize({ width, height: 900 });
    if (language === "en") await startInLanguage(page, "en-US");
    await page.goto(at("/users"));
    const waiting = page.getByRole("region", { name: new RegExp(text("ui_staff_pending_title", language)) });
    const staff = page.getByRole("region", { name: new RegExp(`^${text("ui_staff_list_title", language)}`) });
    await expect(waiting.getByText(name)).toBeVisible();
    const heading = staff.getByRole("heading", { level: 2 });
    await expect(heading).toHaveText(new RegExp(`\\((\\d+)\\)$`));
    const before = Number(/\((\d+)\)$/.exec((await heading.textContent()) ?? "")?.[1]);
    await expect(staff.getByText(name)).toHaveCount(0);
    let reloads = 0;
    page.on("framenavigated", () => (reloads += 1));

    await page
      .getByRole("button", { name: `${text("ui_staff_pending_approve", language)}: ${name}`, exact: true })
      .click();
    await expect(page.getByText(text("ui_staff_pending_approved_female", language, { name }))).toBeVisible();
    await expect(waiting.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    await expect(staff.getByText(name)).toBeVisible();
    await expect(heading).toHaveText(new RegExp(`\\(${before + 1}\\)$`));
    expect(reloads, "no page reload").toBe(0);
    await expectNoSeriousViolations(page, `staff after approval ${width} ${language}`);
  });
}
