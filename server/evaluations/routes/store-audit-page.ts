import type { Context } from "hono";
import type { EvaluationListParams } from "../../../core/evaluations/evaluations-wire";
import { parseKeysetQuery, type KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { Forbidden, Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { canSeeLocation } from "../../services/stores/store-access";
import { evaluationCallerOf, type EvaluationCaller } from "../services/evaluation-caller";
import { EVALUATION_PAGE_LIMITS } from "../services/evaluation-reads";

type AuditLister = (
  db: Database,
  caller: EvaluationCaller,
  locationId: number,
  query: KeysetQuery,
) => Promise<unknown>;

/**
 * One keyset page of a store's audits, as GET evaluations and GET reports-evaluation answer it: 400
 * for a bad cursor or limit, 403 for a store the caller does not see, else the lister's page.
 */
export async function storeAuditPage(
  c: Context<AppEnv>,
  deps: AppDeps,
  params: typeof EvaluationListParams.Type,
  list: AuditLister,
): Promise<Response> {
  const query = parseKeysetQuery(params, EVALUATION_PAGE_LIMITS);
  if (query === undefined) throw new Malformed("b2b_invalid_input");
  const caller = evaluationCallerOf(c.var.session);
  if (!(await canSeeLocation(deps.db, caller, params.location_id))) throw new Forbidden("b2b_forbidden");
  return c.json(await list(deps.db, caller, params.location_id, query));
}
