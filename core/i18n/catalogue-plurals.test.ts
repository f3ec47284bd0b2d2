import { describe, expect, it } from "vitest";
import type { CataloguePart } from "./catalogue-entry";
import { catalogue } from "./catalogue";
import { PLURAL_CATEGORIES } from "./plural-key";

// Issue 33, item 7: "1 questions have no answer" — every text that shows a count has plural forms
// (`<key>_one`, `<key>_other`, i18next's spelling, read by core/i18n/plural-key.ts), so the
// language's own form is chosen for each number.

const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join("|")})$`, "u");

/** Keys whose text shows {count} but that are no plural form. */
function countTextsWithoutPlurals(part: CataloguePart): string[] {
  return Object.entries(part)
    .filter(([key, entry]) => `${entry.en} ${entry.gr}`.includes("{count}") && !PLURAL_SUFFIX.test(key))
    .map(([key]) => key);
}

/**
 * Plural stems with a singular but no _other form (the form every other count falls back on). Only
 * a `_one` text showing {count} starts a stem: keys such as `ui_gender_other` or `ui_invoice_paid_one`
 * end like a plural form without being one.
 */
function incompletePlurals(part: CataloguePart): string[] {
  return Object.entries(part)
    .filter(([key, entry]) => key.endsWith("_one") && `${entry.en} ${entry.gr}`.includes("{count}"))
    .map(([key]) => key)
    .map((key) => key.slice(0, -"_one".length))
    .filter((stem) => !(`${stem}_other` in part));
}

describe("the catalogue's counts", () => {
  it("every text with {count} is a plural form (<key>_one / <key>_other)", () => {
    expect(countTextsWithoutPlurals(catalogue)).toEqual([]);
  });

  it("every singular form has its _other form", () => {
    expect(incompletePlurals(catalogue)).toEqual([]);
  });

  it("the scan finds what it looks for", () => {
    const probe: CataloguePart = {
      ui_probe: { en: "{count} questions", gr: "{count} ερωτήσεις" },
      ui_half_one: { en: "{count} item", gr: "{count} είδος" },
      ui_fine_one: { en: "{count} item", gr: "{count} είδος" },
      ui_fine_other: { en: "{count} items", gr: "{count} είδη" },
    };
    expect(countTextsWithoutPlurals(probe)).toEqual(["ui_probe"]);
    expect(incompletePlurals(probe)).toEqual(["ui_half"]);
  });

  it("reads one question in the singular, in Greek and English", () => {
    expect(catalogue["ui_exam_confirm_unanswered_one"]?.gr).toBe(
      "{count} ερώτηση δεν έχει απάντηση και θα μετρήσει ως λάθος.",
    );
    expect(catalogue["ui_exam_confirm_unanswered_one"]?.en).toBe(
      "{count} question has no answer and will count as wrong.",
    );
  });
});
