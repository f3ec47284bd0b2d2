import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeEvaluation, decodeEvaluationReport } from "./evaluation";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("EvaluationReport", () => {
  it("has eval_date (a date) and confirmed_stamp (an instant, or null)", () => {
    const report = { id: 1, eval_date: "2026-03-03", confirmed_stamp: "2026-03-04T09:00:00Z" };
    const value = valueOf(decodeEvaluationReport(report));
    expect(value?.eval_date.toString()).toBe("2026-03-03");
    expect(value?.confirmed_stamp?.toString()).toBe("2026-03-04T09:00:00Z");
    expect(isOk(decodeEvaluationReport({ ...report, confirmed_stamp: null }))).toBe(true);
    expect(pathsOf(decodeEvaluationReport({ ...report, eval_date: "2026-03-03T00:00:00Z" }))).toEqual([
      ["eval_date"],
    ]);
  });
});

describe("Evaluation", () => {
  it("has date", () => {
    expect(valueOf(decodeEvaluation({ id: 3, date: "2026-01-31" }))?.date.toString()).toBe("2026-01-31");
    expect(pathsOf(decodeEvaluation({ id: 3, date: "2026-02-31" }))).toEqual([["date"]]);
  });
});
