import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { EXAM_DRAFT_MESSAGES, effectiveStatus, examDraftErrors, type ExamDraft } from "./exam-draft";

const today = Temporal.PlainDate.from("2026-11-24");

const valid: ExamDraft = {
  title: "Τεστ υγιεινής",
  description: "",
  start_date: "2026-11-24",
  end_date: "2026-11-30",
  pass_mark: "70",
  time_limit_minutes: "",
  roles: ["trainee"],
  questions: [
    { text: "Θερμοκρασία ψυγείου;", choices: ["0–4 °C", "8–10 °C"], correct: [0], multiple: false },
  ],
};

describe("exam draft (examples)", () => {
  it("accepts a complete draft", () => {
    expect(examDraftErrors(valid, today)).toEqual({});
  });

  it("names each field's error with its key", () => {
    expect(
      examDraftErrors(
        {
          ...valid,
          title: " ab ",
          start_date: "2026-12-01",
          end_date: "2026-11-30",
          pass_mark: "0",
          time_limit_minutes: "abc",
          roles: [],
        },
        today,
      ),
    ).toEqual({
      title: EXAM_DRAFT_MESSAGES.title,
      end_date: EXAM_DRAFT_MESSAGES.endBeforeStart,
      pass_mark: EXAM_DRAFT_MESSAGES.passMark,
      time_limit_minutes: EXAM_DRAFT_MESSAGES.timeLimit,
      roles: EXAM_DRAFT_MESSAGES.roles,
    });
  });

  it("refuses an end in the past, impossible dates and no questions", () => {
    expect(examDraftErrors({ ...valid, start_date: "2026-11-01", end_date: "2026-11-23" }, today)).toEqual({
      end_date: EXAM_DRAFT_MESSAGES.endPast,
    });
    expect(examDraftErrors({ ...valid, start_date: "2026-02-30" }, today)).toEqual({
      start_date: EXAM_DRAFT_MESSAGES.dates,
    });
    expect(examDraftErrors({ ...valid, questions: [] }, today)).toEqual({
      questions: EXAM_DRAFT_MESSAGES.questions,
    });
  });

  it("judges each question: text, 2–8 filled choices, exactly one right answer unless multiple", () => {
    const q = valid.questions[0]!;
    const errors = examDraftErrors(
      {
        ...valid,
        questions: [
          { ...q, text: "  " },
          { ...q, choices: ["a", " "] },
          { ...q, correct: [0, 1] },
          { ...q, correct: [0, 1], multiple: true },
          { ...q, correct: [2] },
        ],
      },
      today,
    );
    expect(errors).toEqual({
      "question.0": EXAM_DRAFT_MESSAGES.questionText,
      "question.1": EXAM_DRAFT_MESSAGES.choices,
      "question.2": EXAM_DRAFT_MESSAGES.correct,
      "question.4": EXAM_DRAFT_MESSAGES.correct,
    });
  });

  it("reads a scheduled training as started from its first day", () => {
    expect(effectiveStatus("scheduled", today, today)).toBe("started");
    expect(effectiveStatus("scheduled", today.add({ days: 1 }), today)).toBe("scheduled");
    expect(effectiveStatus("started", today.add({ days: 1 }), today)).toBe("started");
  });
});

describe("exam draft (properties)", () => {
  it("any pass mark 1–100 is accepted and anything outside is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (mark) => {
        const errors = examDraftErrors({ ...valid, pass_mark: String(mark) }, today);
        expect("pass_mark" in errors).toBe(mark < 1 || mark > 100);
      }),
    );
  });

  it("end date relative to start and today decides the end date's error", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (s, e) => {
        const start = today.add({ days: s });
        const end = today.add({ days: e });
        const errors = examDraftErrors(
          { ...valid, start_date: start.toString(), end_date: end.toString() },
          today,
        );
        const expected =
          e < s ? EXAM_DRAFT_MESSAGES.endBeforeStart : e < 0 ? EXAM_DRAFT_MESSAGES.endPast : undefined;
        expect(errors["end_date"]).toBe(expected);
      }),
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (title, start, end, mark) => {
        expect(() =>
          examDraftErrors({ ...valid, title, start_date: start, end_date: end, pass_mark: mark }, today),
        ).not.toThrow();
      }),
    );
  });
});
