import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  emptyPostDraft,
  isPostDraftValid,
  POST_DRAFT_FIELDS,
  POST_TITLE_MAX,
  validatePostDraft,
  type PostDraft,
} from "./post-draft";

const valid: PostDraft = { ...emptyPostDraft(), title: "Νέο ωράριο", description: "<p>Από τη Δευτέρα.</p>" };

describe("validatePostDraft", () => {
  it("never throws and gives only known fields, each a list", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (title, description, from, to, days) => {
          const errors = validatePostDraft({
            ...valid,
            title,
            description,
            fromStamp: from,
            toStamp: to,
            archiveInDays: days,
          });
          expect(Object.keys(errors).sort()).toEqual([...POST_DRAFT_FIELDS].sort());
        },
      ),
    );
  });

  it("a title of 3 to 200 letters passes, counted as people count (accents included)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("ά", "β", "Γ", "a"), minLength: 3, maxLength: POST_TITLE_MAX }),
        (title) => {
          expect(validatePostDraft({ ...valid, title }).title).toEqual([]);
        },
      ),
    );
    expect(validatePostDraft({ ...valid, title: "ΑΒ" }).title).toEqual(["b2b_post_title_too_short"]);
    expect(validatePostDraft({ ...valid, title: "   " }).title).toEqual(["b2b_post_title_required"]);
    expect(validatePostDraft({ ...valid, title: "α".repeat(201) }).title).toEqual([
      "b2b_post_title_too_long",
    ]);
  });

  it("pins the schedule, archive and description rules", () => {
    expect(isPostDraftValid(validatePostDraft(valid))).toBe(true);
    expect(validatePostDraft({ ...valid, description: "<p> </p>" }).description).toEqual([
      "b2b_post_description_required",
    ]);
    expect(
      validatePostDraft({ ...valid, fromStamp: "2026-05-02T10:00:00Z", toStamp: "2026-05-01T10:00:00Z" })
        .schedule,
    ).toEqual(["b2b_post_to_before_from"]);
    expect(validatePostDraft({ ...valid, fromStamp: "2/5/2026" }).schedule).toEqual([
      "b2b_post_stamp_invalid",
    ]);
    expect(validatePostDraft({ ...valid, archiveInDays: "3651" }).archive).toEqual([
      "b2b_post_archive_days_invalid",
    ]);
    expect(validatePostDraft({ ...valid, archiveInDays: "14" }).archive).toEqual([]);
    expect(validatePostDraft({ ...valid, fileIds: Array.from({ length: 11 }, (_, i) => i) }).files).toEqual([
      "b2b_post_files_too_many",
    ]);
  });
});
