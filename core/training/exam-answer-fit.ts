/**
 * Whether a submission fits the exam's paper (issue #29 item 6). The attempt is single, so answers
 * that could not have come from this paper (a question of another exam, a question twice, a choice the
 * question does not have, two choices on a one-answer question, a choice twice) are refused before
 * anything is stored, and the attempt stays unspent. A question left out, or sent with no choice,
 * fits: it counts as wrong, as the exam screen says.
 */

/** A question of the paper as far as fitting goes: its id, how many choices, one answer or more. */
export interface PaperQuestion {
  readonly id: number;
  readonly choiceCount: number;
  readonly multiple: boolean;
}

export interface SubmittedAnswer {
  readonly question_id: number;
  readonly choices: readonly number[];
}

export type ExamAnswerProblem =
  "b2b_exam_answer_unknown_question" | "b2b_exam_answer_repeated_question" | "b2b_exam_answer_unknown_choice";

/** The problems of `answers` against `paper`, each key once, in this order; empty when they fit. */
export function examAnswerProblems(
  paper: readonly PaperQuestion[],
  answers: readonly SubmittedAnswer[],
): readonly ExamAnswerProblem[] {
  const questions = new Map(paper.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const problems = new Set<ExamAnswerProblem>();
  for (const answer of answers) {
    const question = questions.get(answer.question_id);
    if (question === undefined) problems.add("b2b_exam_answer_unknown_question");
    else if (seen.has(answer.question_id)) problems.add("b2b_exam_answer_repeated_question");
    seen.add(answer.question_id);
    if (question !== undefined && !choicesFit(question, answer.choices))
      problems.add("b2b_exam_answer_unknown_choice");
  }
  const order: readonly ExamAnswerProblem[] = [
    "b2b_exam_answer_unknown_question",
    "b2b_exam_answer_repeated_question",
    "b2b_exam_answer_unknown_choice",
  ];
  return order.filter((key) => problems.has(key));
}

function choicesFit(question: PaperQuestion, choices: readonly number[]): boolean {
  const inRange = choices.every(
    (choice) => Number.isInteger(choice) && choice >= 0 && choice < question.choiceCount,
  );
  const distinct = new Set(choices).size === choices.length;
  return inRange && distinct && (question.multiple || choices.length <= 1);
}
