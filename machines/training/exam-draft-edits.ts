import { EMPTY_EXAM_QUESTION, type ExamDraft, type ExamDraftQuestion } from "../../core/training/exam-draft";
import { EXAM_LIMITS } from "../../core/training/exam-limits";
import { ROLES, type Role } from "../../core/permissions/role";

/* The edits head office makes to a new exam, as pure functions over the draft (the machine's actions). */

export type DraftTextField =
  "title" | "description" | "start_date" | "end_date" | "pass_mark" | "time_limit_minutes";

export type DraftEdit =
  | { readonly type: "user.setField"; readonly field: DraftTextField; readonly value: string }
  | { readonly type: "user.toggleRole"; readonly role: Role }
  | { readonly type: "user.addQuestion" }
  | { readonly type: "user.removeQuestion"; readonly index: number }
  | { readonly type: "user.setQuestionText"; readonly index: number; readonly text: string }
  | {
      readonly type: "user.setChoice";
      readonly index: number;
      readonly choice: number;
      readonly text: string;
    }
  | { readonly type: "user.addChoice"; readonly index: number }
  | { readonly type: "user.removeChoice"; readonly index: number; readonly choice: number }
  | { readonly type: "user.toggleCorrect"; readonly index: number; readonly choice: number }
  | { readonly type: "user.setMultiple"; readonly index: number; readonly multiple: boolean };

export const emptyDraft = (today: string): ExamDraft => ({
  title: "",
  description: "",
  start_date: today,
  end_date: today,
  pass_mark: "70",
  time_limit_minutes: "",
  roles: ["trainee"],
  questions: [EMPTY_EXAM_QUESTION],
});

const withQuestion = (
  draft: ExamDraft,
  index: number,
  change: (question: ExamDraftQuestion) => ExamDraftQuestion,
): ExamDraft => ({
  ...draft,
  questions: draft.questions.map((question, i) => (i === index ? change(question) : question)),
});

/** The draft after one edit; an edit that does not fit (no such question, limits) changes nothing. */
export function applyDraftEdit(draft: ExamDraft, edit: DraftEdit): ExamDraft {
  switch (edit.type) {
    case "user.setField":
      return { ...draft, [edit.field]: edit.value };
    case "user.toggleRole":
      return {
        ...draft,
        roles: draft.roles.includes(edit.role)
          ? draft.roles.filter((role) => role !== edit.role)
          : ROLES.filter((role) => role === edit.role || draft.roles.includes(role)),
      };
    case "user.addQuestion":
      return draft.questions.length >= EXAM_LIMITS.maxQuestions
        ? draft
        : { ...draft, questions: [...draft.questions, EMPTY_EXAM_QUESTION] };
    case "user.removeQuestion":
      return draft.questions.length <= 1
        ? draft
        : { ...draft, questions: draft.questions.filter((_, i) => i !== edit.index) };
    case "user.setQuestionText":
      return withQuestion(draft, edit.index, (q) => ({ ...q, text: edit.text }));
    case "user.setChoice":
      return withQuestion(draft, edit.index, (q) => ({
        ...q,
        choices: q.choices.map((choice, c) => (c === edit.choice ? edit.text : choice)),
      }));
    case "user.addChoice":
      return withQuestion(draft, edit.index, (q) =>
        q.choices.length >= EXAM_LIMITS.maxChoices ? q : { ...q, choices: [...q.choices, ""] },
      );
    case "user.removeChoice":
      return withQuestion(draft, edit.index, (q) =>
        q.choices.length <= EXAM_LIMITS.minChoices
          ? q
          : {
              ...q,
              choices: q.choices.filter((_, c) => c !== edit.choice),
              correct: q.correct.filter((c) => c !== edit.choice).map((c) => (c > edit.choice ? c - 1 : c)),
            },
      );
    case "user.toggleCorrect":
      return withQuestion(draft, edit.index, (q) => {
        if (!q.multiple) return { ...q, correct: [edit.choice] };
        return {
          ...q,
          correct: q.correct.includes(edit.choice)
            ? q.correct.filter((c) => c !== edit.choice)
            : [...q.correct, edit.choice].sort((a, b) => a - b),
        };
      });
    case "user.setMultiple":
      return withQuestion(draft, edit.index, (q) => ({
        ...q,
        multiple: edit.multiple,
        correct: edit.multiple ? q.correct : q.correct.slice(0, 1),
      }));
  }
}

/** A draft read back from the device, if it still has the draft's shape; otherwise undefined. */
export function draftFromStorage(value: unknown): ExamDraft | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const texts = [
    "title",
    "description",
    "start_date",
    "end_date",
    "pass_mark",
    "time_limit_minutes",
  ] as const;
  if (!texts.every((key) => typeof v[key] === "string")) return undefined;
  if (!Array.isArray(v["roles"]) || !Array.isArray(v["questions"])) return undefined;
  const questions = (v["questions"] as unknown[]).filter(
    (q): q is ExamDraftQuestion =>
      typeof q === "object" &&
      q !== null &&
      typeof (q as ExamDraftQuestion).text === "string" &&
      Array.isArray((q as ExamDraftQuestion).choices) &&
      (q as ExamDraftQuestion).choices.every((c) => typeof c === "string") &&
      Array.isArray((q as ExamDraftQuestion).correct) &&
      (q as ExamDraftQuestion).correct.every((c) => Number.isInteger(c)) &&
      typeof (q as ExamDraftQuestion).multiple === "boolean",
  );
  return {
    ...(Object.fromEntries(texts.map((key) => [key, v[key]])) as Pick<ExamDraft, (typeof texts)[number]>),
    roles: ROLES.filter((role) => (v["roles"] as unknown[]).includes(role)),
    questions: questions.length > 0 ? questions : [EMPTY_EXAM_QUESTION],
  };
}
