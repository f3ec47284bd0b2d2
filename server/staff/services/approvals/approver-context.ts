import { eq } from "drizzle-orm";
import { approvalRightOf, type ApprovalRight } from "../../../../core/permissions/account-approval";
import type { PermissionSession } from "../../../../core/permissions/session";
import type { Database } from "../../../db/database";
import { userStores } from "../../../db/schema/user-stores";

/** The signed-in person deciding, as the approval services need them. */
export interface ApproverContext {
  readonly id: number;
  readonly companyId: number | null;
  readonly right: ApprovalRight;
  readonly storeIds: readonly number[];
}

/** The caller's approval right (core/permissions/account-approval.ts) and the stores they belong to. */
export async function approverContext(
  db: Database,
  caller: {
    readonly user: { readonly id: number; readonly companyId: number | null; readonly allStores: boolean };
    readonly permission: PermissionSession;
  },
): Promise<ApproverContext> {
  const right = approvalRightOf(caller.permission, caller.user);
  const storeIds =
    right === "own-stores"
      ? (
          await db
            .select({ storeId: userStores.storeId })
            .from(userStores)
            .where(eq(userStores.userId, caller.user.id))
        ).map((r) => r.storeId)
      : [];
  return { id: caller.user.id, companyId: caller.user.companyId, right, storeIds };
}
