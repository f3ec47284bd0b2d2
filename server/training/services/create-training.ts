import type { Temporal } from "temporal-polyfill";
import type { NewTraining } from "../../../core/training/exam-wire";
import { examDraftErrors, effectiveStatus, type ExamDraft } from "../../../core/training/exam-draft";
import type { Database } from "../../db/database";
import { Invalid } from "../../domain-errors";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
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
 * one transaction with the Idempotency-Key, so a retry after a lost answer gets the first answer and
 * makes no second exam (the tickets' runIdempotent).
 */
export async function createTraining(
  db: Database,
  caller: TrainingCaller,
  request: { readonly key: string; readonly body: NewTraining; readonly now: Date },
): Promise<IdempotentAnswer<CreatedTrainingBody>> {
  const { key, body, now } = request;
  const today = groupToday(now);
  const errors = Object.values(examDraftErrors(asDraft(body), today));
  const first = errors[0];
  if (first !== undefined) throw new Invalid(first);
  return db.transaction(async (tx) =>
    runIdempotent<CreatedTrainingBody>(
      tx,
      { userId: caller.id, key, hash: requestHash("POST training/exams", body), now },
      async () => ({ status: 201, body: createdBody(await insertTraining(tx, caller, body, today)) }),
    ),
  );
}

/** The answer's body: the wire's CreatedTraining (stored with the key, replayed as it was). */
export interface CreatedTrainingBody {
  readonly id: number;
  readonly status: "success";
  readonly message: "b2b_training_saved";
}
const createdBody = (id: number): CreatedTrainingBody => ({
  id,
  status: "success",
  message: "b2b_training_saved",
});

async function insertTraining(
  tx: Database,
  caller: TrainingCaller,
  body: NewTraining,
  today: Temporal.PlainDate,
) {
  {
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
  }
}
