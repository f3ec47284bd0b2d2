import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import type { ExamQuestion } from "../../core/training/exam-wire";
import { answeredCount, answersFromDraft, choose } from "./exam-answers";

const single = { id: 1, text: "α", choices: ["a", "b", "c"], multiple: false } as ExamQuestion;
const multiple = { id: 2, text: "β", choices: ["a", "b", "c"], multiple: true } as ExamQuestion;

describe("exam answers", () => {
  it("a single-answer question keeps the last choice; a multiple one toggles", () => {
    expect(choose(choose({}, single, 0), single, 2)).toEqual({ 1: [2] });
    expect(choose(choose(choose({}, multiple, 2), multiple, 0), multiple, 2)).toEqual({ 2: [0] });
    expect(choose({}, single, 3)).toEqual({});
  });

  it("reads back only the parts of a kept draft that fit the paper", () => {
    expect(answersFromDraft({ "1": [1, 2], "2": [2, 0, 9, "x"], "3": [0] }, [single, multiple])).toEqual({
      1: [1],
      2: [0, 2],
    });
    expect(answersFromDraft("garbage", [single])).toEqual({});
    expect(answeredCount({ 1: [0], 2: [] }, [single, multiple])).toBe(1);
  });

  it("never keeps a choice outside the question, whatever the draft (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (draft) => {
        const answers = answersFromDraft(draft, [single, multiple]);
        for (const choices of Object.values(answers))
          expect(choices.every((c) => Number.isInteger(c) && c >= 0 && c < 3)).toBe(true);
        expect((answers[1] ?? []).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
