import { Hono, type Context } from "hono";
import { ApprovalDecision, PendingAccounts } from "../../../core/staff/pending-account";
import { approverContext } from "../services/approvals/approver-context";
import { decideAccount, type Decision } from "../services/approvals/decide-account";
import { pendingAccountsFor } from "../services/approvals/pending-accounts";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { Conflict, NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { pathParams } from "../../http/validate";

const DECISION_MESSAGES = {
  approved: "b2b_account_approved_done",
  rejected: "b2b_account_rejected_done",
} as const satisfies Record<Decision, string>;

/**
 * Approval of self-registered accounts (docs/decisions.md, "Approval"): the requests a franchisee or
 * store manager (for their stores) or head office (every-store grant) may decide on, and the decision.
 * Anybody else is answered 403; a request that is not the caller's to decide is a 404 like an unknown one.
 */
export function accountApprovalRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/staff/pending",
    describeRoute({
      summary:
        "Self-registered accounts waiting for approval that the caller may decide on (their stores' requests; every request for head office), oldest first",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: PendingAccounts },
      errors: [401, 403],
    }),
    async (c) => {
      // requireApprovalRight (the staff router's guard) has refused callers without a right.
      const approver = await approverContext(deps.db, c.var.session);
      return c.json(await pendingAccountsFor(deps.db, approver, requestLanguage(c)));
    },
  );

  const UserPath = Schema.Struct({ user_id: IdFromString });
  const decide =
    (decision: Decision) => async (c: Context<AppEnv, string, { out: { param: typeof UserPath.Type } }>) => {
      const approver = await approverContext(deps.db, c.var.session);
      const userId = c.req.valid("param").user_id;
      const outcome = await decideAccount(deps.db, {
        approver,
        userId,
        decision,
        publicUrl: deps.config.publicUrl,
        ip: clientIp(c, deps.config.trustProxy),
        now: deps.now(),
      });
      if (outcome._tag === "NotFound") throw new NotFound("b2b_not_found");
      if (outcome._tag === "AlreadyDecided") throw new Conflict("b2b_approval_already_decided");
      return c.json({ status: "success" as const, message: DECISION_MESSAGES[decision] });
    };

  app.post(
    "/staff/pending/:user_id/approve",
    describeRoute({
      summary:
        "Approve a waiting account: it becomes active, joins the approver's company and the chosen stores the approver may grant; the person is told by message",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: ApprovalDecision },
      errors: [401, 403, 404, 409],
    }),
    pathParams(UserPath),
    decide("approved"),
  );

  app.post(
    "/staff/pending/:user_id/reject",
    describeRoute({
      summary: "Reject a waiting account; the person is told by message and cannot sign in",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: ApprovalDecision },
      errors: [401, 403, 404, 409],
    }),
    pathParams(UserPath),
    decide("rejected"),
  );

  return app;
}
