import { describe, expect, it } from "vitest";
import { catalogue, catalogueParts } from "./catalogue";

describe("the translation catalogue", () => {
  it("keeps each key in one part only", () => {
    const seen = new Map<string, string>();
    for (const [part, messages] of Object.entries(catalogueParts)) {
      for (const key of Object.keys(messages)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${part}`).toBeUndefined();
        seen.set(key, part);
      }
    }
    expect(Object.keys(catalogue).length).toBe(seen.size);
  });

  it("has an English and a Greek text for every key", () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      expect(entry.en.trim(), `${key} en`).not.toBe("");
      expect(entry.gr.trim(), `${key} gr`).not.toBe("");
    }
  });

  it("writes the Greek texts in Greek", () => {
    const greekLetter = /[\u0370-\u03FF\u1F00-\u1FFF]/u;
    const notGreek = Object.entries(catalogue).filter(([, entry]) => !greekLetter.test(entry.gr));
    // Brand and product names, a language's own name and the loan word "Email" stay as they are.
    const keptAsIs = new Set([
      "ui_app_name",
      "ui_footer_text",
      "ui_language_en",
      "ui_social_facebook",
      "ui_social_twitter",
      "ui_field_email",
      "ui_summary_email",
      "ui_forgot_by_email",
    ]);
    expect(notGreek.map(([key]) => key).filter((key) => !keptAsIs.has(key))).toEqual([]);
  });

  it("names keys in snake_case (a role name may end a key as the role is spelled)", () => {
    for (const key of Object.keys(catalogue)) expect(key).toMatch(/^[a-z][a-z0-9_]*(azureUser|greg-user)?$/);
  });
});
