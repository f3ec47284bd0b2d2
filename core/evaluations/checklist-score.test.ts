import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  isFailedAnswer,
  scoreChecklist,
  type ChecklistAnswerValue,
  type ScoredChecklistQuestion,
} from "./checklist-score";

const yesNo = (id: string, weight: number): ScoredChecklistQuestion => ({
  id,
  kind: "yes_no",
  weight,
  max: 1,
});
const scored = (id: string, weight: number, max: number): ScoredChecklistQuestion => ({
  id,
  kind: "score",
  weight,
  max,
});

describe("checklist score (examples)", () => {
  it("weighs each counting answer by its weight", () => {
    const questions = [yesNo("a", 3), yesNo("b", 1), scored("c", 4, 5)];
    const answers = [
      { question_id: "a", value: "yes" },
      { question_id: "b", value: "no" },
      { question_id: "c", value: "4" },
    ];
    // (3·1 + 1·0 + 4·0.8) / 8 = 77.5 %
    expect(scoreChecklist(questions, answers)).toBe(77.5);
  });

  it("leaves NA out of both sums, and has no score when nothing counted", () => {
    const questions = [yesNo("a", 1), yesNo("b", 9)];
    expect(
      scoreChecklist(questions, [
        { question_id: "a", value: "yes" },
        { question_id: "b", value: "na" },
      ]),
    ).toBe(100);
    expect(scoreChecklist(questions, [{ question_id: "b", value: "na" }])).toBeNull();
    expect(
      scoreChecklist([{ id: "t", kind: "text", weight: 5, max: 1 }], [{ question_id: "t", value: "ok" }]),
    ).toBeNull();
  });

  it("fails a no and a score under half its marks, never an NA or a text", () => {
    expect(isFailedAnswer(yesNo("a", 1), "no")).toBe(true);
    expect(isFailedAnswer(yesNo("a", 1), "na")).toBe(false);
    expect(isFailedAnswer(scored("c", 1, 5), "2")).toBe(true);
    expect(isFailedAnswer(scored("c", 1, 5), "3")).toBe(false);
    expect(isFailedAnswer({ id: "t", kind: "text", weight: 1, max: 1 }, "no")).toBe(false);
  });
});

const question = fc.oneof(
  fc.record({
    kind: fc.constant("yes_no" as const),
    weight: fc.integer({ min: 0, max: 100 }),
    max: fc.constant(1),
  }),
  fc.record({
    kind: fc.constant("score" as const),
    weight: fc.integer({ min: 0, max: 100 }),
    max: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({
    kind: fc.constantFrom("number" as const, "text" as const),
    weight: fc.integer({ min: 0, max: 100 }),
    max: fc.constant(1),
  }),
);
const answerOf = (q: ScoredChecklistQuestion) =>
  q.kind === "yes_no"
    ? fc.constantFrom("yes", "no", "na")
    : q.kind === "score"
      ? fc.oneof(fc.integer({ min: 0, max: q.max }).map(String), fc.constant("na"))
      : fc.string({ maxLength: 5 });
const filled = fc.array(question, { minLength: 1, maxLength: 12 }).chain((shapes) => {
  const questions = shapes.map((shape, i) => ({ ...shape, id: `q${i}` }));
  return fc
    .tuple(
      ...questions.map((q) =>
        answerOf(q).map((value): ChecklistAnswerValue => ({ question_id: q.id, value })),
      ),
    )
    .map((answers) => ({ questions, answers }));
});

describe("checklist score (properties)", () => {
  it("stays within 0 to 100 whatever the weights and answers", () => {
    fc.assert(
      fc.property(filled, ({ questions, answers }) => {
        const score = scoreChecklist(questions, answers);
        return score === null || (score >= 0 && score <= 100);
      }),
    );
  });

  it("does not move when an NA question is added, whatever its weight", () => {
    fc.assert(
      fc.property(filled, fc.integer({ min: 0, max: 100 }), ({ questions, answers }, weight) => {
        const withNa = [...questions, yesNo("extra", weight)];
        const answersWithNa = [...answers, { question_id: "extra", value: "na" }];
        return scoreChecklist(withNa, answersWithNa) === scoreChecklist(questions, answers);
      }),
    );
  });

  it("does not change when every weight is multiplied by the same factor", () => {
    fc.assert(
      fc.property(filled, fc.integer({ min: 2, max: 5 }), ({ questions, answers }, factor) => {
        const heavier = questions.map((q) => ({ ...q, weight: q.weight * factor }));
        return scoreChecklist(heavier, answers) === scoreChecklist(questions, answers);
      }),
    );
  });

  it("is 100 when every counting answer is full marks and 0 when every one is none", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }), (weights) => {
        const questions = weights.map((weight, i) => yesNo(`q${i}`, weight));
        const all = (value: string) => questions.map((q) => ({ question_id: q.id, value }));
        return scoreChecklist(questions, all("yes")) === 100 && scoreChecklist(questions, all("no")) === 0;
      }),
    );
  });
});
