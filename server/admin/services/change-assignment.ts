import type { AdminUser } from "../../../core/admin/admin-wire";
import type { Assignment } from "../../../core/admin/person-form";
import type { Database } from "../../db/database";
import type { AdminActor } from "./admin-stores";
import { changeableAccount, readAdminUser } from "./admin-users";
import { logPersonChange } from "./person-activity";
import { settleAssignment, writeAssignment } from "./person-assignment";

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/** What the activity log keeps of an assignment, before and after. */
const logged = (role: string, storeIds: readonly number[], companyId: number | null, job: number | null) => ({
  role,
  store_ids: storeIds,
  company_id: companyId,
  job_position_id: job,
});

/**
 * A person's role, stores, company and job position, as the administrator sets them: never one's
 * own (403), not a self-registration awaiting approval (409, core/admin/account-changes.ts); active,
 * invited and deactivated accounts alike. The same assignment again changes and logs nothing; a
 * change is logged on both sides with before and after, and takes effect on the person's next
 * request (the session is read per request).
 */
export async function changeAssignment(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly id: number;
    readonly fields: Assignment;
    readonly now: Date;
  },
): Promise<AdminUser> {
  const { actor, id, now } = request;
  return db.transaction(async (tx) => {
    const before = await changeableAccount(tx, actor, id, { kind: "assignment" });
    const after = await settleAssignment(tx, actor, request.fields);
    const unchanged =
      before.role === after.role &&
      before.company_id === after.companyId &&
      before.job_position_id === after.jobPositionId &&
      sameIds(before.store_ids, after.storeIds);
    if (unchanged) return before;
    await writeAssignment(tx, id, after);
    await logPersonChange(tx, {
      actor,
      personId: id,
      status: "assignment_changed",
      detail: {
        before: logged(before.role, before.store_ids, before.company_id, before.job_position_id),
        after: logged(after.role, after.storeIds, after.companyId, after.jobPositionId),
      },
      now,
    });
    return readAdminUser(tx, id);
  });
}
