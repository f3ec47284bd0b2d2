import type { NewTraining } from "../../../core/training/exam-wire";
import { examDraftErrors, effectiveStatus, type ExamDraft } from "../../../core/training/exam-draft";
import type { Database } from "../../db/database";
import { Invalid } from "../../domain-errors";
import { examQuestions, trainings } from "../tables/trainings";
import { groupToday, type TrainingCaller } from "./training-audience";

/** The request in the form's own shape, so core's one rule judges both. */
const asDraft = (body: NewTraining): ExamDraft => ({
  title: body.title,
  description: body.description,
  start_date: body.start_date.toString(),
  end_date: body.end_date.toString(),
  pass_mark: String(body.pass_mark),
  time_limit_minutes: body.time_limit_minutes === null ? "" : String(body.time_limit_minutes),
  roles: body.roles,
  questions: body.questions,
});

/**
 * POST training: head office schedules an exam training. The draft rule's first error is the answer
 * (422 with its key) and nothing is written; otherwise the training and its questions are written in
 * one transaction.
 */
export async function createTraining(db: Database, caller: TrainingCaller, body: NewTraining, now: Date) {
  const today = groupToday(now);
  const errors = Object.values(examDraftErrors(asDraft(body), today));
  const first = errors[0];
  if (first !== undefined) throw new Invalid(first);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trainings)
      .values({
        title: body.title.trim(),
        description: body.description.trim(),
        startDate: body.start_date.toString(),
        endDate: body.end_date.toString(),
        status: effectiveStatus("scheduled", body.start_date, today),
        exam: true,
        passMark: body.pass_mark,
        timeLimitMinutes: body.time_limit_minutes,
        roles: [...new Set(body.roles)],
        createdBy: caller.id,
      })
      .returning({ id: trainings.id });
    if (created === undefined) throw new Error("insert returned no row");
    await tx.insert(examQuestions).values(
      body.questions.map((question, position) => ({
        trainingId: created.id,
        position,
        text: question.text.trim(),
        choices: question.choices.map((choice) => choice.trim()),
        correct: [...new Set(question.correct)].sort((a, b) => a - b),
        multiple: question.multiple,
      })),
    );
    return created.id;
  });
}
