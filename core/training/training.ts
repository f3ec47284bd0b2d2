import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { TrainingContentId, TrainingId } from "../schemas/ids";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";

/** Spec §4: a training is started or scheduled. */
export const TRAINING_STATUSES = ["started", "scheduled"] as const;
export const TrainingStatus = Schema.Literals(TRAINING_STATUSES);
export type TrainingStatus = typeof TrainingStatus.Type;

const Percent = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }));

/** The caller's own result of an exam training (scored on the server; one attempt per person). */
export const ExamResult = Schema.Struct({
  score: Percent,
  passed: Schema.Boolean,
  submitted_at: InstantFromString,
});
export type ExamResult = typeof ExamResult.Type;

export const Training = Schema.Struct({
  id: TrainingId,
  title: Schema.String,
  start_date: PlainDateFromString,
  end_date: PlainDateFromString,
  status: TrainingStatus,
  // An exam training is open while today lies between start and end.
  exam: Schema.Boolean,
  description: Schema.String,
  /** The score (percent) that passes the exam. */
  pass_mark: Percent,
  /** Minutes the exam may take once opened; null: no limit. */
  time_limit_minutes: Schema.NullOr(Schema.Int),
  question_count: Schema.Int,
  /** The caller's result; null until they have taken the exam. */
  result: Schema.NullOr(ExamResult),
});
export type Training = typeof Training.Type;
export const decodeTraining = makeDecoder("Training", Training);
export const encodeTraining = makeEncoder("Training", Training);
export const decodeTrainings = makeDecoder("Training[]", Schema.Array(Training));

// Training material, notes and videos share one shape: something titled, created at c_stamp.
const trainingContentFields = {
  id: TrainingContentId,
  title: Schema.String,
  c_stamp: InstantFromString,
};

/**
 * A piece of material with its text (issue #33 item 3); "" when its content is only files or videos.
 * Optional on the wire: the spec names no text, and an older server sends none.
 */
export const TrainingMaterial = Schema.Struct({
  ...trainingContentFields,
  body: Schema.optionalKey(Schema.String),
});
export type TrainingMaterial = typeof TrainingMaterial.Type;
export const decodeTrainingMaterial = makeDecoder("TrainingMaterial", TrainingMaterial);
export const encodeTrainingMaterial = makeEncoder("TrainingMaterial", TrainingMaterial);
export const decodeTrainingMaterials = makeDecoder("TrainingMaterial[]", Schema.Array(TrainingMaterial));

export const TrainingNote = Schema.Struct(trainingContentFields);
export type TrainingNote = typeof TrainingNote.Type;
export const decodeTrainingNote = makeDecoder("TrainingNote", TrainingNote);
export const encodeTrainingNote = makeEncoder("TrainingNote", TrainingNote);
export const decodeTrainingNotes = makeDecoder("TrainingNote[]", Schema.Array(TrainingNote));

/** One note with its text (/notes/{id}). */
export const TrainingNoteDetail = Schema.Struct({ ...trainingContentFields, body: Schema.String });
export type TrainingNoteDetail = typeof TrainingNoteDetail.Type;
export const decodeTrainingNoteDetail = makeDecoder("TrainingNoteDetail", TrainingNoteDetail);
export const encodeTrainingNoteDetail = makeEncoder("TrainingNoteDetail", TrainingNoteDetail);

export const TrainingVideo = Schema.Struct({ ...trainingContentFields, url: Schema.String });
export type TrainingVideo = typeof TrainingVideo.Type;
export const decodeTrainingVideo = makeDecoder("TrainingVideo", TrainingVideo);
export const encodeTrainingVideo = makeEncoder("TrainingVideo", TrainingVideo);
