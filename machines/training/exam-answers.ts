import type { ExamQuestion } from "../../core/training/exam-wire";

/** Chosen choice indexes per question id. */
export type ExamAnswers = Readonly<Record<number, readonly number[]>>;

/**
 * Choosing on a question: a single-answer question takes the one choice; a multiple-answer one
 * toggles it. A choice outside the question is ignored.
 */
export function choose(answers: ExamAnswers, question: ExamQuestion, choice: number): ExamAnswers {
  if (!Number.isInteger(choice) || choice < 0 || choice >= question.choices.length) return answers;
  if (!question.multiple) return { ...answers, [question.id]: [choice] };
  const current = answers[question.id] ?? [];
  const next = current.includes(choice) ? current.filter((c) => c !== choice) : [...current, choice].sort();
  return { ...answers, [question.id]: next };
}

/** A draft read back from the device, kept only where it fits the paper's questions. */
export function answersFromDraft(draft: unknown, questions: readonly ExamQuestion[]): ExamAnswers {
  if (typeof draft !== "object" || draft === null) return {};
  const kept: Record<number, readonly number[]> = {};
  for (const question of questions) {
    const value = (draft as Record<string, unknown>)[String(question.id)];
    if (!Array.isArray(value)) continue;
    const choices = value.filter(
      (c): c is number =>
        typeof c === "number" && Number.isInteger(c) && c >= 0 && c < question.choices.length,
    );
    kept[question.id] = question.multiple ? [...new Set(choices)].sort() : choices.slice(0, 1);
  }
  return kept;
}

export const answeredCount = (answers: ExamAnswers, questions: readonly ExamQuestion[]): number =>
  questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
