import { describe, expect, it } from "vitest";
import { applyDraftEdit, draftFromStorage, emptyDraft } from "./exam-draft-edits";

const draft = emptyDraft("2026-11-24");

describe("exam draft edits", () => {
  it("toggles roles in the table's order and adds and removes questions and answers", () => {
    const roles = applyDraftEdit(applyDraftEdit(draft, { type: "user.toggleRole", role: "user" }), {
      type: "user.toggleRole",
      role: "trainee",
    });
    expect(roles.roles).toEqual(["user"]);
    const two = applyDraftEdit(draft, { type: "user.addQuestion" });
    expect(two.questions).toHaveLength(2);
    expect(applyDraftEdit(draft, { type: "user.removeQuestion", index: 0 }).questions).toHaveLength(1);
    const three = applyDraftEdit(draft, { type: "user.addChoice", index: 0 });
    const marked = applyDraftEdit(
      applyDraftEdit(three, { type: "user.setMultiple", index: 0, multiple: true }),
      {
        type: "user.toggleCorrect",
        index: 0,
        choice: 2,
      },
    );
    const removed = applyDraftEdit(marked, { type: "user.removeChoice", index: 0, choice: 0 });
    expect(removed.questions[0]?.choices).toHaveLength(2);
    expect(removed.questions[0]?.correct).toEqual([1]);
    const single = applyDraftEdit(
      applyDraftEdit(removed, { type: "user.toggleCorrect", index: 0, choice: 0 }),
      { type: "user.setMultiple", index: 0, multiple: false },
    );
    expect(single.questions[0]?.correct).toEqual([0]);
  });

  it("reads a kept draft back, or nothing when it no longer fits", () => {
    expect(draftFromStorage(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(draftFromStorage({ title: 1 })).toBeUndefined();
    expect(draftFromStorage(null)).toBeUndefined();
  });
});
