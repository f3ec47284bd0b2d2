import { and, eq, isNull } from "drizzle-orm";
import { storesGranted } from "../../../../core/permissions/account-approval";
import type { Database } from "../../../db/database";
import { accountApprovals } from "../../tables/account-approvals";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";
import { recordActivity } from "../../../services/activity/record-activity";
import { tellApplicant } from "./approval-notices";
import type { ApproverContext } from "./approver-context";

export type Decision = "approved" | "rejected";

/** What a decision came to; the HTTP layer maps it to an answer. */
export type DecisionOutcome =
  | { readonly _tag: "Decided"; readonly decision: Decision; readonly storeIds: readonly number[] }
  /** Unknown, not pending, or not this approver's to decide: the same answer, so nothing leaks. */
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "AlreadyDecided" };

/**
 * Approves or rejects a pending account in one transaction. Approving makes it active, a member of
 * the approver's company (the approver's own act, never inferred) and of the chosen stores the
 * approver may grant; rejecting marks it rejected. The first decision wins (a conditional UPDATE),
 * the approver's activity log records it, and the person is told by message.
 */
export async function decideAccount(
  db: Database,
  request: {
    readonly approver: ApproverContext;
    readonly userId: number;
    readonly decision: Decision;
    readonly publicUrl: string;
    readonly ip: string | null;
    readonly now: Date;
  },
): Promise<DecisionOutcome> {
  const { approver, now } = request;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        requestedStoreIds: accountApprovals.requestedStoreIds,
        decision: accountApprovals.decision,
        status: users.status,
        fName: users.fName,
        lName: users.lName,
        countryCode: users.countryCode,
        mobile: users.mobile,
        email: users.email,
        language: users.language,
        role: users.role,
      })
      .from(accountApprovals)
      .innerJoin(users, eq(users.id, accountApprovals.userId))
      .where(eq(accountApprovals.userId, request.userId))
      .limit(1);
    if (row === undefined) return { _tag: "NotFound" };
    const granted = storesGranted(approver.right, row.requestedStoreIds, approver.storeIds);
    if (granted === null || approver.companyId === null) return { _tag: "NotFound" };
    const decided = await tx
      .update(accountApprovals)
      .set({ decision: request.decision, decidedBy: approver.id, decidedAt: now })
      .where(and(eq(accountApprovals.userId, request.userId), isNull(accountApprovals.decision)))
      .returning({ userId: accountApprovals.userId });
    if (decided.length === 0 || row.status !== "pending") return { _tag: "AlreadyDecided" };
    const storeIds = request.decision === "approved" ? granted : [];
    if (request.decision === "approved") {
      await tx
        .update(users)
        .set({ status: "active", companyId: approver.companyId })
        .where(eq(users.id, request.userId));
      if (storeIds.length > 0)
        await tx.insert(userStores).values(storeIds.map((storeId) => ({ userId: request.userId, storeId })));
    } else {
      await tx.update(users).set({ status: "rejected" }).where(eq(users.id, request.userId));
    }
    await recordActivity(tx, {
      contactId: approver.id,
      status: request.decision === "approved" ? "account_approved" : "account_rejected",
      ip: request.ip,
      now,
      detail: { user_id: request.userId, store_ids: storeIds },
    });
    await tellApplicant(tx, {
      applicant: row,
      decision: request.decision,
      publicUrl: request.publicUrl,
      now,
    });
    return { _tag: "Decided", decision: request.decision, storeIds };
  });
}
