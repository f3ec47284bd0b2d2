import { and, asc, eq } from "drizzle-orm";
import type { ExamSubmission } from "../../../core/training/exam-wire";
import { isExamOpen } from "../../../core/training/training-windows";
import { examAnswerProblems } from "../../../core/training/exam-answer-fit";
import { scoreExam } from "../../../core/training/exam-score";
import { Temporal } from "temporal-polyfill";
import type { Database } from "../../db/database";
import { Conflict, Invalid, NotFound } from "../../domain-errors";
import { examResults } from "../tables/exam-results";
import { examQuestions, trainings } from "../tables/trainings";
import { groupToday, isForRole, type TrainingCaller } from "./training-audience";
import { trainingWire } from "./training-wire";

/**
 * An exam the caller may take now: meant for their role, an exam with questions, open today on the
 * group's calendar, not yet taken by them. A training that is not theirs is a 404 like an unknown one.
 */
async function takeableExam(db: Database, caller: TrainingCaller, trainingId: number, now: Date) {
  const [training] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, trainingId), isForRole(caller.role)));
  if (training === undefined || !training.exam) throw new NotFound("b2b_not_found");
  const today = groupToday(now);
  const window = {
    start_date: Temporal.PlainDate.from(training.startDate),
    end_date: Temporal.PlainDate.from(training.endDate),
  };
  if (!isExamOpen(window, today)) throw new Conflict("b2b_exam_closed");
  const [taken] = await db
    .select({ id: examResults.id })
    .from(examResults)
    .where(and(eq(examResults.trainingId, trainingId), eq(examResults.userId, caller.id)));
  if (taken !== undefined) throw new Conflict("b2b_exam_already_taken");
  const questions = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.trainingId, trainingId))
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));
  if (questions.length === 0) throw new NotFound("b2b_not_found");
  return { training, questions, today };
}

/** GET training/{id}/exam: the paper, without the correct answers. */
export async function examPaper(db: Database, caller: TrainingCaller, trainingId: number, now: Date) {
  const { training, questions, today } = await takeableExam(db, caller, trainingId, now);
  return {
    training: trainingWire(training, questions.length, null, today),
    questions: questions.map((q) => ({ id: q.id, text: q.text, choices: q.choices, multiple: q.multiple })),
  };
}

/**
 * POST training/{id}/exam: scored here, stored once. A second submission (another tab, a retry after
 * a lost answer) is a 409; the unique index decides when two arrive together. Answers that do not
 * fit the paper (core/training/exam-answer-fit.ts) are a 422 before anything is stored, so the
 * attempt is not spent.
 */
export async function submitExam(
  db: Database,
  caller: TrainingCaller,
  trainingId: number,
  submission: ExamSubmission,
  now: Date,
) {
  const { training, questions } = await takeableExam(db, caller, trainingId, now);
  const [problem] = examAnswerProblems(
    questions.map((q) => ({ id: q.id, choiceCount: q.choices.length, multiple: q.multiple })),
    submission.answers,
  );
  if (problem !== undefined) throw new Invalid(problem);
  const answers = submission.answers.map((answer) => ({
    question_id: answer.question_id,
    choices: [...answer.choices],
  }));
  const outcome = scoreExam(
    questions.map((q) => ({ id: q.id, correct: q.correct })),
    answers,
    training.passMark,
  );
  const inserted = await db
    .insert(examResults)
    .values({
      trainingId,
      userId: caller.id,
      score: outcome.score,
      passed: outcome.passed,
      correct: outcome.correct,
      total: outcome.total,
      answers,
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: examResults.id });
  if (inserted.length === 0) throw new Conflict("b2b_exam_already_taken");
  return {
    score: outcome.score,
    passed: outcome.passed,
    pass_mark: training.passMark,
    correct: outcome.correct,
    total: outcome.total,
  };
}
