import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Assignment } from "../../../core/admin/person-form";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema/companies";
import { jobPositions } from "../../db/schema/job-positions";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";

/**
 * Checks an assignment's ids against the database (core's rule checked their shape): every store
 * exists and is open, the company and the job position exist. 422 with the field's key otherwise.
 */
export async function checkAssignment(tx: Database, assignment: Assignment): Promise<void> {
  if (assignment.storeIds.length > 0) {
    const open = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(inArray(stores.id, [...assignment.storeIds]), isNull(stores.closedAt)));
    if (open.length !== assignment.storeIds.length) throw new Invalid("b2b_admin_stores_required");
  }
  if (assignment.companyId !== null) {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, assignment.companyId));
    if (company === undefined) throw new Invalid("b2b_admin_company_unknown");
  }
  if (assignment.jobPositionId !== null) {
    const [position] = await tx
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(eq(jobPositions.id, assignment.jobPositionId));
    if (position === undefined) throw new Invalid("b2b_admin_job_position_unknown");
  }
}

/** Writes an assignment to a person: role, user type, company, job position, and exactly these stores. */
export async function writeAssignment(tx: Database, userId: number, assignment: Assignment): Promise<void> {
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
}
