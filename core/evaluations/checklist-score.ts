/**
 * Scoring of a filled checklist (docs/decisions.md, "Evaluations and checklists"). Only yes/no and
 * score questions count; number and text questions are information. Each counting question gives a
 * share from 0 to 1 (yes 1, no 0; a score of s out of max gives s/max) times its weight; the score is
 * the weighted sum over the weights of the answered counting questions, in percent with one decimal.
 * NA and unanswered questions leave both sums, so they neither help nor hurt. A checklist where
 * nothing counted has no score (null), not 0 or 100.
 */

export type QuestionKind = "yes_no" | "score" | "number" | "text";

export interface ScoredChecklistQuestion {
  readonly id: string;
  readonly kind: QuestionKind;
  /** 0 to 100; a weight of 0 makes the question information only. */
  readonly weight: number;
  /** The highest score of a score question (1 to 10); ignored by the other kinds. */
  readonly max: number;
}

/** An answer as the form holds it: "yes" | "no" | "na" for yes/no, digits for score and number. */
export interface ChecklistAnswerValue {
  readonly question_id: string;
  readonly value: string;
}

export const NOT_APPLICABLE = "na";

/** The share of full marks an answer earns (0 to 1), or undefined when it does not count. */
export function answerShare(
  question: ScoredChecklistQuestion,
  value: string | undefined,
): number | undefined {
  if (value === undefined || value === "" || value === NOT_APPLICABLE) return undefined;
  if (question.kind === "yes_no") return value === "yes" ? 1 : value === "no" ? 0 : undefined;
  if (question.kind !== "score") return undefined;
  const given = Number(value);
  if (!Number.isFinite(given) || question.max <= 0) return undefined;
  return Math.min(1, Math.max(0, given / question.max));
}

/** A failed item: a counting answer that earned less than half its marks (a "no", a low score). */
export const isFailedAnswer = (question: ScoredChecklistQuestion, value: string | undefined): boolean => {
  const share = answerShare(question, value);
  return share !== undefined && question.weight > 0 && share < 0.5;
};

/** The score of `answers` against `questions` (0 to 100, one decimal), or null when nothing counted. */
export function scoreChecklist(
  questions: readonly ScoredChecklistQuestion[],
  answers: readonly ChecklistAnswerValue[],
): number | null {
  const given = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  let earned = 0;
  let possible = 0;
  for (const question of questions) {
    const share = answerShare(question, given.get(question.id));
    if (share === undefined || question.weight <= 0) continue;
    earned += share * question.weight;
    possible += question.weight;
  }
  if (possible === 0) return null;
  return Math.round((earned * 1000) / possible) / 10;
}
