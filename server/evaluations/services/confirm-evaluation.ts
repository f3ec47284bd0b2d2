import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Conflict, Forbidden, NotFound } from "../../domain-errors";
import { evaluationReports } from "../tables/evaluations";
import type { EvaluationCaller } from "./evaluation-caller";

/**
 * POST evaluations/{id}/confirm: head office confirms a submitted audit (spec 3's `confirmed_stamp`).
 * Anybody else is 403; an unknown report 404; a confirmed one 409, so the first stamp stays.
 */
export async function confirmEvaluation(
  db: Database,
  caller: EvaluationCaller,
  reportId: number,
  now: Date,
): Promise<{ id: number; confirmed_stamp: string }> {
  if (!caller.mayConfirm) throw new Forbidden("b2b_forbidden");
  const [row] = await db
    .update(evaluationReports)
    .set({ confirmedStamp: now, confirmedBy: caller.id })
    .where(and(eq(evaluationReports.id, reportId), isNull(evaluationReports.confirmedStamp)))
    .returning({ id: evaluationReports.id });
  if (row !== undefined) return { id: row.id, confirmed_stamp: now.toISOString() };
  const [exists] = await db
    .select({ id: evaluationReports.id })
    .from(evaluationReports)
    .where(eq(evaluationReports.id, reportId));
  if (exists === undefined) throw new NotFound("b2b_not_found");
  throw new Conflict("b2b_evaluation_already_confirmed");
}
