import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { EvaluationId, EvaluationReportId } from "../schemas/ids";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";

/** An audit report of a store; confirmed_stamp is null until the store confirms it. */
export const EvaluationReport = Schema.Struct({
  id: EvaluationReportId,
  eval_date: PlainDateFromString,
  confirmed_stamp: Schema.NullOr(InstantFromString),
});
export type EvaluationReport = typeof EvaluationReport.Type;
export const decodeEvaluationReport = makeDecoder("EvaluationReport", EvaluationReport);
export const encodeEvaluationReport = makeEncoder("EvaluationReport", EvaluationReport);
export const decodeEvaluationReports = makeDecoder("EvaluationReport[]", Schema.Array(EvaluationReport));

export const Evaluation = Schema.Struct({
  id: EvaluationId,
  date: PlainDateFromString,
});
export type Evaluation = typeof Evaluation.Type;
export const decodeEvaluation = makeDecoder("Evaluation", Evaluation);
export const encodeEvaluation = makeEncoder("Evaluation", Evaluation);
export const decodeEvaluations = makeDecoder("Evaluation[]", Schema.Array(Evaluation));
