import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { keysetPage } from "../schemas/keyset-page";
import { Evaluation, EvaluationReport } from "./evaluation";
import { EvaluationReportId, FileId, IdFromString, LocationId, TaskId } from "../schemas/ids";
import { PlainDateFromString } from "../schemas/temporal";

/*
 * The evaluations area's wire contract (docs/decisions.md, "Evaluations and checklists"): spec 3's
 * Evaluation and EvaluationReport with what the screens need beside them. One schema each, used by the
 * server to describe its answers (OpenAPI) and by the browser to decode them.
 */

export const QuestionKindSchema = Schema.Literals(["yes_no", "score", "number", "text"]);

export const TemplateQuestionSchema = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  kind: QuestionKindSchema,
  weight: Schema.Number,
  max: Schema.Number,
  photo_required: Schema.Boolean,
  creates_task: Schema.Boolean,
});

export const TemplateSectionSchema = Schema.Struct({
  title: Schema.String,
  questions: Schema.Array(TemplateQuestionSchema),
});

/** POST evaluations/templates (head office): a new checklist template. */
export const TemplatePayload = Schema.Struct({
  title: Schema.String,
  sections: Schema.Array(TemplateSectionSchema),
}).annotate({ identifier: "ChecklistTemplatePayload" });
export type TemplatePayload = typeof TemplatePayload.Type;

/** GET checklists/{id} (spec's `form`): a template to fill. */
export const ChecklistForm = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  sections: Schema.Array(TemplateSectionSchema),
}).annotate({ identifier: "ChecklistForm" });
export type ChecklistForm = typeof ChecklistForm.Type;

/** One checklist of GET checklists?location_id=: a template and the store's last audit with it. */
export const ChecklistSummary = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  questions: Schema.Number,
  last_eval_date: Schema.NullOr(PlainDateFromString),
}).annotate({ identifier: "ChecklistSummary" });
export type ChecklistSummary = typeof ChecklistSummary.Type;
export const ChecklistList = Schema.Array(ChecklistSummary).annotate({ identifier: "ChecklistList" });

export const AnswerPayload = Schema.Struct({
  question_id: Schema.String,
  value: Schema.String,
  note: Schema.String,
  file_ids: Schema.Array(FileId),
});

/** POST checklists/{id}/submit with an Idempotency-Key: one filled checklist of a store. */
export const SubmitChecklistPayload = Schema.Struct({
  location_id: LocationId,
  answers: Schema.Array(AnswerPayload),
}).annotate({ identifier: "SubmitChecklistPayload" });
export type SubmitChecklistPayload = typeof SubmitChecklistPayload.Type;

export const SubmittedChecklist = Schema.Struct({
  report_id: EvaluationReportId,
  score: Schema.NullOr(Schema.Number),
  task_ids: Schema.Array(TaskId),
}).annotate({ identifier: "SubmittedChecklist" });
export type SubmittedChecklist = typeof SubmittedChecklist.Type;

/** A point of the score-over-time chart. */
export const ScorePoint = Schema.Struct({ date: PlainDateFromString, score: Schema.Number });
export type ScorePoint = typeof ScorePoint.Type;

/** One evaluation of GET evaluations: spec 3's Evaluation, its checklist and score (null when hidden). */
export const EvaluationRow = Schema.Struct({
  ...Evaluation.fields,
  title: Schema.String,
  score: Schema.NullOr(Schema.Number),
  confirmed: Schema.Boolean,
}).annotate({ identifier: "EvaluationRow" });
export type EvaluationRow = typeof EvaluationRow.Type;

/** GET evaluations?location_id=&cursor=: a keyset page, newest first. */
export const EvaluationPage = keysetPage(EvaluationRow, "EvaluationPage");
export type EvaluationPage = typeof EvaluationPage.Type;

/**
 * GET evaluations/score?location_id= (spec 7's "score and data", user types 2 and 23 only): the
 * store's average score and the chart's points (the last twelve audits with a score, oldest first).
 */
export const ScoreSummary = Schema.Struct({
  average_score: Schema.NullOr(Schema.Number),
  history: Schema.Array(ScorePoint),
}).annotate({ identifier: "EvaluationScoreSummary" });
export type ScoreSummary = typeof ScoreSummary.Type;

export const EvaluationListParams = Schema.Struct({
  location_id: IdFromString,
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});

/** One report of GET reports-evaluation/?location_id=. */
export const ReportRow = Schema.Struct({
  ...EvaluationReport.fields,
  title: Schema.String,
  score: Schema.NullOr(Schema.Number),
}).annotate({ identifier: "EvaluationReportRow" });
export type ReportRow = typeof ReportRow.Type;
export const ReportPage = keysetPage(ReportRow, "EvaluationReportPage");
export type ReportPage = typeof ReportPage.Type;

export const ReportFile = Schema.Struct({ id: FileId, name: Schema.String, url: Schema.String });
export type ReportFile = typeof ReportFile.Type;

/** A report spec: one question with this audit's answer and the previous audit's. */
export const ReportSpec = Schema.Struct({
  section: Schema.String,
  question_id: Schema.String,
  text: Schema.String,
  kind: QuestionKindSchema,
  weight: Schema.Number,
  max: Schema.Number,
  value: Schema.String,
  note: Schema.String,
  failed: Schema.Boolean,
  task_id: Schema.NullOr(TaskId),
  files: Schema.Array(ReportFile),
  previous_value: Schema.NullOr(Schema.String),
});
export type ReportSpec = typeof ReportSpec.Type;

/** GET reports-evaluation/{id}: the report, its specs and files, the previous audit, the chart. */
export const ReportDetail = Schema.Struct({
  ...ReportRow.fields,
  location_id: LocationId,
  store_title: Schema.String,
  specs: Schema.Array(ReportSpec),
  previous_eval_date: Schema.NullOr(PlainDateFromString),
  /** The store's scores up to this audit (the chart), oldest first; empty when scores are hidden. */
  history: Schema.Array(ScorePoint),
}).annotate({ identifier: "EvaluationReportDetail" });
export type ReportDetail = typeof ReportDetail.Type;

export const ConfirmedReport = Schema.Struct({
  id: EvaluationReportId,
  confirmed_stamp: Schema.String,
}).annotate({ identifier: "ConfirmedEvaluationReport" });

export const CreatedTemplate = Schema.Struct({ id: Schema.Number }).annotate({
  identifier: "CreatedChecklistTemplate",
});

export const decodeChecklistList = makeDecoder("ChecklistList", ChecklistList);
export const decodeChecklistForm = makeDecoder("ChecklistForm", ChecklistForm);
export const decodeSubmittedChecklist = makeDecoder("SubmittedChecklist", SubmittedChecklist);
export const decodeEvaluationPage = makeDecoder("EvaluationPage", EvaluationPage);
export const decodeReportPage = makeDecoder("EvaluationReportPage", ReportPage);
export const decodeScoreSummary = makeDecoder("EvaluationScoreSummary", ScoreSummary);
export const decodeReportDetail = makeDecoder("EvaluationReportDetail", ReportDetail);
export const decodeCreatedTemplate = makeDecoder("CreatedChecklistTemplate", CreatedTemplate);
export const decodeConfirmedReport = makeDecoder("ConfirmedEvaluationReport", ConfirmedReport);
