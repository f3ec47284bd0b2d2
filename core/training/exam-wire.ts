import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, TrainingId, UserId } from "../schemas/ids";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";
import { Training, TrainingStatus } from "./training";
import { ROLES } from "../permissions/role";
import { EXAM_LIMITS } from "./exam-limits";

/* The exam calls of the training area (docs/decisions.md, "Training exams"): the paper a trainee
 * answers, what they send, what the server's scoring answers, the history and the staff's progress. */

const Percent = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }));
const ChoiceIndex = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: EXAM_LIMITS.maxChoices - 1 }));

/** A question as the trainee sees it: never its correct choices. */
export const ExamQuestion = Schema.Struct({
  id: Id,
  text: Schema.String,
  choices: Schema.Array(Schema.String),
  /** More than one choice may be right: the trainee ticks boxes instead of one radio. */
  multiple: Schema.Boolean,
});
export type ExamQuestion = typeof ExamQuestion.Type;

/** GET training/{id}/exam. */
export const ExamPaper = Schema.Struct({
  training: Training,
  questions: Schema.Array(ExamQuestion),
});
export type ExamPaper = typeof ExamPaper.Type;
export const decodeExamPaper = makeDecoder("ExamPaper", ExamPaper);

/** POST training/{id}/exam: the chosen choice indexes per question. */
export const ExamAnswer = Schema.Struct({
  question_id: Id,
  choices: Schema.Array(ChoiceIndex).check(Schema.isMaxLength(EXAM_LIMITS.maxChoices)),
});
export const ExamSubmission = Schema.Struct({
  answers: Schema.Array(ExamAnswer).check(Schema.isMaxLength(EXAM_LIMITS.maxQuestions)),
});
export type ExamSubmission = typeof ExamSubmission.Type;

/** What the server's scoring answers. */
export const ExamOutcome = Schema.Struct({
  score: Percent,
  passed: Schema.Boolean,
  pass_mark: Percent,
  correct: Schema.Int,
  total: Schema.Int,
});
export type ExamOutcome = typeof ExamOutcome.Type;
export const decodeExamOutcome = makeDecoder("ExamOutcome", ExamOutcome);

/** One exam result in a history (the caller's own, or a member of staff's). */
export const ExamResultRow = Schema.Struct({
  id: Id,
  training_id: TrainingId,
  title: Schema.String,
  score: Percent,
  passed: Schema.Boolean,
  pass_mark: Percent,
  submitted_at: InstantFromString,
});
export type ExamResultRow = typeof ExamResultRow.Type;

/** A keyset page: `next_cursor` null on the last page. */
export const ExamResultPage = Schema.Struct({
  items: Schema.Array(ExamResultRow),
  next_cursor: Schema.NullOr(Schema.String),
});
export type ExamResultPage = typeof ExamResultPage.Type;
export const decodeExamResultPage = makeDecoder("ExamResultPage", ExamResultPage);

/** training/evaluations: a result with the person and store it belongs to. */
export const StaffResultRow = Schema.Struct({
  ...ExamResultRow.fields,
  user_id: UserId,
  name: Schema.String,
  role: Schema.String,
  stores: Schema.Array(Schema.String),
});
export type StaffResultRow = typeof StaffResultRow.Type;
export const StaffResultPage = Schema.Struct({
  items: Schema.Array(StaffResultRow),
  next_cursor: Schema.NullOr(Schema.String),
});
export type StaffResultPage = typeof StaffResultPage.Type;
export const decodeStaffResultPage = makeDecoder("StaffResultPage", StaffResultPage);

/** training/average_score: the mean of the caller's exam scores, null before the first one. */
export const AverageScore = Schema.Struct({
  average_score: Schema.NullOr(Schema.Number),
  exams: Schema.Int,
});
export type AverageScore = typeof AverageScore.Type;
export const decodeAverageScore = makeDecoder("AverageScore", AverageScore);

/** POST training: head office schedules a training with its exam (rules in exam-draft.ts). */
export const NewExamQuestion = Schema.Struct({
  text: Schema.String,
  choices: Schema.Array(Schema.String).check(Schema.isMaxLength(EXAM_LIMITS.maxChoices)),
  correct: Schema.Array(ChoiceIndex).check(Schema.isMaxLength(EXAM_LIMITS.maxChoices)),
  multiple: Schema.Boolean,
});
export type NewExamQuestion = typeof NewExamQuestion.Type;

export const NewTraining = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  start_date: PlainDateFromString,
  end_date: PlainDateFromString,
  pass_mark: Percent,
  time_limit_minutes: Schema.NullOr(Schema.Int),
  /** Who takes it: explicit roles, never "everyone" by omission. */
  roles: Schema.Array(Schema.Literals(ROLES)).check(Schema.isMaxLength(ROLES.length)),
  questions: Schema.Array(NewExamQuestion).check(Schema.isMaxLength(EXAM_LIMITS.maxQuestions)),
});
export type NewTraining = typeof NewTraining.Type;

export const CreatedTraining = Schema.Struct({
  id: TrainingId,
  status: Schema.String,
  message: Schema.String,
});
export const decodeCreatedTraining = makeDecoder("CreatedTraining", CreatedTraining);

/** Someone who has taken a scheduled exam, with their result. */
export const ExamTaker = Schema.Struct({
  user_id: UserId,
  name: Schema.String,
  role: Schema.String,
  score: Percent,
  passed: Schema.Boolean,
  submitted_at: InstantFromString,
});
export type ExamTaker = typeof ExamTaker.Type;

/** GET training/exams (head office): an exam it scheduled, its window, audience and who took it. */
export const ScheduledExam = Schema.Struct({
  id: TrainingId,
  title: Schema.String,
  start_date: PlainDateFromString,
  end_date: PlainDateFromString,
  status: TrainingStatus,
  pass_mark: Percent,
  time_limit_minutes: Schema.NullOr(Schema.Int),
  question_count: Schema.Int,
  roles: Schema.Array(Schema.Literals(ROLES)),
  /** In the order they were taken. */
  takers: Schema.Array(ExamTaker),
}).annotate({ identifier: "ScheduledExam" });
export type ScheduledExam = typeof ScheduledExam.Type;
export const ScheduledExams = Schema.Array(ScheduledExam);
export const decodeScheduledExams = makeDecoder("ScheduledExam[]", ScheduledExams);
