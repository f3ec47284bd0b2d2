import { Temporal } from "temporal-polyfill";
import { isOk, type Encoder } from "../../../core/schemas/decode";
import type { TrainingContentId, TrainingId } from "../../../core/schemas/ids";
import {
  encodeTraining,
  encodeTrainingMaterial,
  encodeTrainingNote,
  encodeTrainingNoteDetail,
} from "../../../core/training/training";
import type { trainingNotes } from "../tables/training-notes";
import { effectiveStatus } from "../../../core/training/exam-draft";
import type { examResults } from "../tables/exam-results";
import type { trainingMaterials, trainings } from "../tables/trainings";

/**
 * Rows → the wire through core's own encoders, so an answer can never drift from the shape the
 * browser decodes. A row that does not encode is a server bug (500), never a silent partial answer.
 */
export function encodeOrThrow<A, E>(encode: Encoder<A, E>, value: A): E {
  const result = encode(value);
  if (isOk(result)) return result.value;
  throw result.error;
}

export const instantOf = (date: Date): Temporal.Instant =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime());

type ResultRow = Pick<typeof examResults.$inferSelect, "score" | "passed" | "submittedAt">;

export function trainingWire(
  row: typeof trainings.$inferSelect,
  questionCount: number,
  result: ResultRow | null,
  today: Temporal.PlainDate,
) {
  const start = Temporal.PlainDate.from(row.startDate);
  return encodeOrThrow(encodeTraining, {
    id: row.id as TrainingId,
    title: row.title,
    start_date: start,
    end_date: Temporal.PlainDate.from(row.endDate),
    status: effectiveStatus(row.status, start, today),
    exam: row.exam,
    description: row.description,
    pass_mark: row.passMark,
    time_limit_minutes: row.timeLimitMinutes,
    question_count: questionCount,
    result:
      result === null
        ? null
        : { score: result.score, passed: result.passed, submitted_at: instantOf(result.submittedAt) },
  });
}

export function trainingMaterialWire(row: typeof trainingMaterials.$inferSelect) {
  return encodeOrThrow(encodeTrainingMaterial, {
    id: row.id as TrainingContentId,
    title: row.title,
    body: row.body,
    c_stamp: instantOf(row.cStamp),
  });
}

export function trainingNoteWire(row: typeof trainingNotes.$inferSelect) {
  return encodeOrThrow(encodeTrainingNote, {
    id: row.id as TrainingContentId,
    title: row.title,
    c_stamp: instantOf(row.cStamp),
  });
}

export function trainingNoteDetailWire(row: typeof trainingNotes.$inferSelect) {
  return encodeOrThrow(encodeTrainingNoteDetail, {
    id: row.id as TrainingContentId,
    title: row.title,
    body: row.body,
    c_stamp: instantOf(row.cStamp),
  });
}
