import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { mayDeactivate } from "../../../../core/staff/staff-rules";
import type { StaffMember, StaffPage } from "../../../../core/staff/staff-wire";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../../../core/lists/keyset-cursor";
import { sessions } from "../../../auth/tables/sessions";
import type { Database } from "../../../db/database";
import { jobPositions } from "../../../db/schema/job-positions";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";
import { Forbidden, Invalid, NotFound } from "../../../domain-errors";

export const STAFF_PAGE_LIMIT = 50;

/** The people a listing shows: accounts that were let in (active or since deactivated). */
const LISTED_STATUSES = ["active", "disabled"] as const;

/**
 * GET location-staff/{location_id}: the store's people with their contact details (spec 3,
 * "Employee"), by id, keyset-paged (the cursor is the last id, as in the ticket lists). The caller's
 * access to the store is checked by the route.
 */
export async function staffOfStore(
  db: Database,
  request: {
    readonly storeId: number;
    readonly callerId: number;
    readonly cursor: string | undefined;
    readonly language: "en" | "gr";
  },
): Promise<StaffPage> {
  const after = request.cursor === undefined ? undefined : decodeKeysetCursor(request.cursor);
  if (request.cursor !== undefined && after === undefined) throw new Invalid("b2b_bad_request");
  const rows = await db
    .select({
      id: users.id,
      fName: users.fName,
      lName: users.lName,
      phone: users.phone,
      mobile: users.mobile,
      email: users.email,
      role: users.role,
      status: users.status,
      positionEn: jobPositions.titleEn,
      positionGr: jobPositions.titleGr,
    })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .leftJoin(jobPositions, eq(jobPositions.id, users.jobPositionId))
    .where(
      and(
        eq(userStores.storeId, request.storeId),
        inArray(users.status, [...LISTED_STATUSES]),
        after === undefined ? undefined : gt(users.id, after),
      ),
    )
    .orderBy(asc(users.id))
    .limit(STAFF_PAGE_LIMIT + 1);
  const page = rows.slice(0, STAFF_PAGE_LIMIT);
  const last = page.at(-1);
  return {
    items: page.map((r): StaffMember => ({
      id: r.id as StaffMember["id"],
      f_name: r.fName,
      l_name: r.lName,
      phone: r.phone,
      mobile: r.mobile,
      email: r.email,
      job_position: (request.language === "en" ? r.positionEn : r.positionGr) ?? null,
      status: r.status === "disabled" ? "disabled" : "active",
      can_deactivate:
        r.status === "active" &&
        mayDeactivate({ callerId: request.callerId, targetId: r.id, targetRole: r.role, sharesStore: true }),
    })),
    next_cursor: rows.length > STAFF_PAGE_LIMIT && last !== undefined ? encodeKeysetCursor(last.id) : null,
  };
}

/**
 * POST disableUserAccess/{user_id}: the account can no longer sign in, and every session it holds
 * ends at once (each request reads its session row and the account's status; revoked sessions also
 * refuse their refresh token). Only someone the core rule allows: a staff member or trainee of one of
 * the caller's stores. Someone the caller cannot see at all is a 404, like an unknown id.
 */
export async function deactivateStaff(
  db: Database,
  request: { readonly callerId: number; readonly targetId: number; readonly now: Date },
): Promise<void> {
  const [target] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, request.targetId))
    .limit(1);
  const shared =
    target === undefined
      ? []
      : await db
          .select({ storeId: userStores.storeId })
          .from(userStores)
          .where(
            and(
              eq(userStores.userId, target.id),
              inArray(
                userStores.storeId,
                db
                  .select({ id: userStores.storeId })
                  .from(userStores)
                  .where(eq(userStores.userId, request.callerId)),
              ),
            ),
          )
          .limit(1);
  if (target === undefined || shared.length === 0) throw new NotFound("b2b_not_found");
  if (
    !mayDeactivate({
      callerId: request.callerId,
      targetId: target.id,
      targetRole: target.role,
      sharesStore: true,
    })
  )
    throw new Forbidden("b2b_staff_cannot_deactivate");
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status: "disabled" }).where(eq(users.id, target.id));
    await tx
      .update(sessions)
      .set({ revokedAt: request.now })
      .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
  });
}
