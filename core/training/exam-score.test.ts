import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { scoreExam, type ScoredQuestion } from "./exam-score";

const questions: ScoredQuestion[] = [
  { id: 1, correct: [0] },
  { id: 2, correct: [1, 2] },
  { id: 3, correct: [3] },
];

describe("exam score (examples)", () => {
  it("counts a question right only when the choices are exactly the correct ones", () => {
    const result = scoreExam(
      questions,
      [
        { question_id: 1, choices: [0] },
        { question_id: 2, choices: [2, 1] },
        { question_id: 3, choices: [3, 0] },
      ],
      70,
    );
    expect(result).toEqual({ correct: 2, total: 3, score: 67, passed: false });
  });

  it("passes at exactly the pass mark", () => {
    const four = [...questions, { id: 4, correct: [0] }];
    const answers = [
      { question_id: 1, choices: [0] },
      { question_id: 2, choices: [1, 2] },
      { question_id: 3, choices: [3] },
    ];
    expect(scoreExam(four, answers, 75)).toEqual({ correct: 3, total: 4, score: 75, passed: true });
    expect(scoreExam(four, answers, 76).passed).toBe(false);
  });

  it("rounds half up and gives 0 % without questions", () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ id: i, correct: [0] }));
    const oneRight = [{ question_id: 0, choices: [0] }];
    expect(scoreExam(eight, oneRight, 50).score).toBe(13); // 12.5 → 13
    expect(scoreExam([], [], 0)).toEqual({ correct: 0, total: 0, score: 0, passed: false });
  });

  it("ignores answers to unknown questions and empty answers", () => {
    expect(
      scoreExam(
        [{ id: 1, correct: [] }],
        [
          { question_id: 1, choices: [] },
          { question_id: 9, choices: [0] },
        ],
        0,
      ).correct,
    ).toBe(0);
  });
});

const questionArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  correct: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }),
});
const examArb = fc.uniqueArray(questionArb, { selector: (q) => q.id, minLength: 1, maxLength: 40 });

describe("exam score (properties)", () => {
  it("all correct answers score 100 and pass any mark", () => {
    fc.assert(
      fc.property(examArb, fc.integer({ min: 0, max: 100 }), (exam, mark) => {
        const answers = exam.map((q) => ({ question_id: q.id, choices: q.correct.toReversed() }));
        expect(scoreExam(exam, answers, mark)).toEqual({
          correct: exam.length,
          total: exam.length,
          score: 100,
          passed: true,
        });
      }),
    );
  });

  it("stays within 0–100, never falls when one more answer is right, and passes iff score ≥ mark", () => {
    fc.assert(
      fc.property(
        examArb,
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 100 }),
        (exam, rights, mark) => {
          const answers = exam.map((q, i) => ({
            question_id: q.id,
            choices: rights[i] === true ? q.correct : [...q.correct, 99],
          }));
          const result = scoreExam(exam, answers, mark);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          expect(result.correct).toBe(exam.filter((_, i) => rights[i] === true).length);
          expect(result.passed).toBe(result.score >= mark);
          // Making any one answer right never lowers the score.
          const wrong = exam.findIndex((_, i) => rights[i] !== true);
          const fixed = answers.map((a, i) => (i === wrong ? { ...a, choices: exam[i]?.correct ?? [] } : a));
          expect(scoreExam(exam, fixed, mark).score).toBeGreaterThanOrEqual(result.score);
        },
      ),
    );
  });
});
