import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { examAnswerProblems, type PaperQuestion, type SubmittedAnswer } from "./exam-answer-fit";

const paper: PaperQuestion[] = [
  { id: 10, choiceCount: 3, multiple: false },
  { id: 11, choiceCount: 4, multiple: true },
];

describe("exam answers against the paper (examples)", () => {
  it("answers of the paper fit, and so do questions left out or without a choice", () => {
    expect(
      examAnswerProblems(paper, [
        { question_id: 10, choices: [2] },
        { question_id: 11, choices: [0, 3] },
      ]),
    ).toEqual([]);
    expect(examAnswerProblems(paper, [])).toEqual([]);
    expect(examAnswerProblems(paper, [{ question_id: 11, choices: [] }])).toEqual([]);
  });

  it("refuses a question of another exam, a question twice, and choices the question does not have", () => {
    expect(examAnswerProblems(paper, [{ question_id: 99, choices: [0] }])).toEqual([
      "b2b_exam_answer_unknown_question",
    ]);
    expect(
      examAnswerProblems(paper, [
        { question_id: 10, choices: [0] },
        { question_id: 10, choices: [1] },
      ]),
    ).toEqual(["b2b_exam_answer_repeated_question"]);
    expect(examAnswerProblems(paper, [{ question_id: 10, choices: [3] }])).toEqual([
      "b2b_exam_answer_unknown_choice",
    ]);
    expect(examAnswerProblems(paper, [{ question_id: 10, choices: [0, 1] }])).toEqual([
      "b2b_exam_answer_unknown_choice",
    ]);
    expect(examAnswerProblems(paper, [{ question_id: 11, choices: [1, 1] }])).toEqual([
      "b2b_exam_answer_unknown_choice",
    ]);
  });
});

const paperArb = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      choiceCount: fc.integer({ min: 2, max: 6 }),
      multiple: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8, selector: (q) => q.id },
  )
  .filter((questions) => questions.length > 0);

/** Answers a person could give on the screen: some questions, each once, with choices of its own. */
const fittingAnswers = (questions: readonly PaperQuestion[]): fc.Arbitrary<SubmittedAnswer[]> =>
  fc.subarray([...questions]).chain((chosen) =>
    fc.tuple(
      ...chosen.map((q) =>
        (q.multiple
          ? fc.subarray(Array.from({ length: q.choiceCount }, (_, i) => i))
          : fc.subarray(
              Array.from({ length: q.choiceCount }, (_, i) => i),
              { maxLength: 1 },
            )
        ).map((choices) => ({ question_id: q.id, choices })),
      ),
    ),
  );

describe("exam answers against the paper (properties)", () => {
  it("whatever the screen can send fits", () => {
    fc.assert(
      fc.property(
        paperArb.chain((questions) => fc.tuple(fc.constant(questions), fittingAnswers(questions))),
        ([questions, answers]) => {
          expect(examAnswerProblems(questions, answers)).toEqual([]);
        },
      ),
    );
  });

  it("an answer to a question not on the paper never fits, wherever it sits", () => {
    fc.assert(
      fc.property(
        paperArb.chain((questions) =>
          fc.tuple(fc.constant(questions), fittingAnswers(questions), fc.nat(), fc.integer({ min: 1001 })),
        ),
        ([questions, answers, at, stranger]) => {
          const sent = [...answers];
          sent.splice(at % (sent.length + 1), 0, { question_id: stranger, choices: [0] });
          expect(examAnswerProblems(questions, sent)).toContain("b2b_exam_answer_unknown_question");
        },
      ),
    );
  });

  it("a question answered twice never fits", () => {
    fc.assert(
      fc.property(
        paperArb.chain((questions) => fc.tuple(fc.constant(questions), fittingAnswers(questions))),
        ([questions, answers]) => {
          fc.pre(answers.length > 0);
          const sent = [...answers, answers[0] as SubmittedAnswer];
          expect(examAnswerProblems(questions, sent)).toContain("b2b_exam_answer_repeated_question");
        },
      ),
    );
  });

  it("a choice past the question's last never fits", () => {
    fc.assert(
      fc.property(paperArb, fc.nat(), fc.nat({ max: 5 }), (questions, pick, beyond) => {
        const question = questions[pick % questions.length] as PaperQuestion;
        const sent = [{ question_id: question.id, choices: [question.choiceCount + beyond] }];
        expect(examAnswerProblems(questions, sent)).toEqual(["b2b_exam_answer_unknown_choice"]);
      }),
    );
  });
});
