/**
 * Scoring of an exam (docs/decisions.md, "Training exams"). A question counts as right only when the
 * chosen choices are exactly its correct ones (no partial credit for multiple-answer questions); an
 * unanswered question is wrong. The score is the share of right questions in whole percent, rounded
 * half up; the exam is passed when the score reaches the pass mark.
 */

export interface ScoredQuestion {
  readonly id: number;
  readonly correct: readonly number[];
}

export interface GivenAnswer {
  readonly question_id: number;
  readonly choices: readonly number[];
}

export interface ExamScore {
  readonly correct: number;
  readonly total: number;
  readonly score: number;
  readonly passed: boolean;
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};

/** The score of `answers` against `questions`; answers to unknown questions are ignored. */
export function scoreExam(
  questions: readonly ScoredQuestion[],
  answers: readonly GivenAnswer[],
  passMark: number,
): ExamScore {
  const total = questions.length;
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.choices]));
  const correct = questions.filter((question) => {
    const given = chosen.get(question.id);
    return given !== undefined && given.length > 0 && sameSet(given, question.correct);
  }).length;
  // An exam without questions cannot be passed by answering nothing: 0 %.
  const score = total === 0 ? 0 : Math.floor((correct * 100) / total + 0.5);
  return { correct, total, score, passed: total > 0 && score >= passMark };
}
