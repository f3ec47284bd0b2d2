import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Assignment } from "../../../core/admin/person-form";
import { followAssignment } from "../../auth/services/registration/invitations";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema/companies";
import { jobPositions } from "../../db/schema/job-positions";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";
import type { AdminActor } from "./admin-stores";

/** An assignment as it is written: it always names a company. */
export type SettledAssignment = Assignment & { readonly companyId: number };

/**
 * Checks an assignment's ids against the database (core's rule checked their shape): every store
 * exists and is open, the company and the job position exist; 422 with the key otherwise. Without a
 * company chosen the person gets the administrator's own, as an approval gives the approver's
 * (server/staff/services/approvals/decide-account.ts): an account without a company has no session
 * (server/auth/services/session/session-store.ts joins it), so it could never sign in.
 */
export async function settleAssignment(
  tx: Database,
  actor: AdminActor,
  assignment: Assignment,
): Promise<SettledAssignment> {
  if (assignment.storeIds.length > 0) {
    const open = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(inArray(stores.id, [...assignment.storeIds]), isNull(stores.closedAt)));
    if (open.length !== assignment.storeIds.length) throw new Invalid("b2b_admin_store_unknown");
  }
  if (assignment.jobPositionId !== null) {
    const [position] = await tx
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(eq(jobPositions.id, assignment.jobPositionId));
    if (position === undefined) throw new Invalid("b2b_admin_job_position_unknown");
  }
  if (assignment.companyId === null) {
    const [own] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, actor.id));
    if (own?.companyId == null) throw new Invalid("b2b_admin_company_required");
    return { ...assignment, companyId: own.companyId };
  }
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, assignment.companyId));
  if (company === undefined) throw new Invalid("b2b_admin_company_unknown");
  return { ...assignment, companyId: assignment.companyId };
}

/**
 * Writes an assignment to a person: role, user type, company, job position, and exactly these
 * stores. An open invitation follows, so /setpassword shows the stores the person will have.
 */
export async function writeAssignment(
  tx: Database,
  userId: number,
  assignment: SettledAssignment,
): Promise<void> {
  await tx
    .update(users)
    .set({
      role: assignment.role,
      type: assignment.type,
      companyId: assignment.companyId,
      jobPositionId: assignment.jobPositionId,
    })
    .where(eq(users.id, userId));
  await tx.delete(userStores).where(eq(userStores.userId, userId));
  if (assignment.storeIds.length > 0)
    await tx.insert(userStores).values(assignment.storeIds.map((storeId) => ({ userId, storeId })));
  await followAssignment(tx, userId, {
    storeIds: assignment.storeIds,
    jobPositionId: assignment.jobPositionId,
    isTrainee: assignment.role === "trainee",
  });
}
