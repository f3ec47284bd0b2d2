import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isExamOpen } from "./training-windows";
import { pendingExams } from "./pending-exams";

const today = Temporal.PlainDate.from("2026-11-24");
const open = {
  start_date: today,
  end_date: today.add({ days: 3 }),
  exam: true,
  question_count: 5,
  result: null,
};

describe("pending exams", () => {
  it("lists open exams with questions and without a result", () => {
    expect(pendingExams([open], today)).toHaveLength(1);
    expect(pendingExams([{ ...open, result: { score: 80 } }], today)).toHaveLength(0);
    expect(pendingExams([{ ...open, exam: false }], today)).toHaveLength(0);
    expect(pendingExams([{ ...open, question_count: 0 }], today)).toHaveLength(0);
    expect(pendingExams([{ ...open, start_date: today.add({ days: 1 }) }], today)).toHaveLength(0);
  });

  it("is exactly the open, unanswered exams (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: -10, max: 10 }),
            days: fc.integer({ min: 0, max: 10 }),
            exam: fc.boolean(),
            question_count: fc.integer({ min: 0, max: 3 }),
            taken: fc.boolean(),
          }),
        ),
        (rows) => {
          const trainings = rows.map((row) => ({
            start_date: today.add({ days: row.start }),
            end_date: today.add({ days: row.start + row.days }),
            exam: row.exam,
            question_count: row.question_count,
            result: row.taken ? { score: 50 } : null,
          }));
          const pending = pendingExams(trainings, today);
          for (const training of trainings) {
            const expected =
              training.exam &&
              training.question_count > 0 &&
              training.result === null &&
              isExamOpen(training, today);
            expect(pending.includes(training)).toBe(expected);
          }
        },
      ),
    );
  });
});
