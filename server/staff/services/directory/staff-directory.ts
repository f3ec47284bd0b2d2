import { and, asc, eq, gt, inArray, isNull, notExists, sql, type SQL } from "drizzle-orm";
import { mayDeactivate, planDeactivation, type DeactivationRight } from "../../../../core/staff/staff-rules";
import type { StaffMember, StaffPage } from "../../../../core/staff/staff-wire";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../../../core/lists/keyset-cursor";
import { sessions } from "../../../auth/tables/sessions";
import type { Database } from "../../../db/database";
import { jobPositions } from "../../../db/schema/job-positions";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";
import { Forbidden, Invalid, NotFound } from "../../../domain-errors";
import { storeDeactivations } from "../../tables/store-deactivations";

export const STAFF_PAGE_LIMIT = 50;

/**
 * The people a listing shows: accounts that were let in (active or since deactivated), members of the
 * store or deactivated from it by its franchisee or manager.
 */
const LISTED_STATUSES = ["active", "disabled"] as const;

const staffColumns = {
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
};

/**
 * The people a store's list shows (its members, and those its franchisee or manager took out of it),
 * narrowed by `where` on the users and their job positions, by id, at most `limit`: the one scope of the
 * staff list (staffOfStore) and of the people search (services/search/people-search-source.ts). The
 * caller's access to the store is checked by the route or the search.
 */
export async function listedStaffRows(
  db: Database,
  request: { readonly storeId: number; readonly where: SQL | undefined; readonly limit: number },
) {
  const listed = and(inArray(users.status, [...LISTED_STATUSES]), request.where);
  const members = await db
    .select(staffColumns)
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .leftJoin(jobPositions, eq(jobPositions.id, users.jobPositionId))
    .where(and(eq(userStores.storeId, request.storeId), listed))
    .orderBy(asc(users.id))
    .limit(request.limit);
  // People a franchisee or store manager took out of this store, unless they are members again: still
  // on its list, as deactivated here (their account may be active for other stores).
  const departed = await db
    .select(staffColumns)
    .from(storeDeactivations)
    .innerJoin(users, eq(users.id, storeDeactivations.userId))
    .leftJoin(jobPositions, eq(jobPositions.id, users.jobPositionId))
    .where(
      and(
        eq(storeDeactivations.storeId, request.storeId),
        listed,
        notExists(
          db
            .select({ one: sql`1` })
            .from(userStores)
            .where(
              and(eq(userStores.storeId, request.storeId), eq(userStores.userId, storeDeactivations.userId)),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(request.limit);
  // Two id-ordered lists with no id in common (the notExists above): merged, they page by id alike;
  // `here` is false for one taken out of the store (listed as deactivated).
  return [...members.map((r) => ({ ...r, here: true })), ...departed.map((r) => ({ ...r, here: false }))]
    .sort((a, b) => a.id - b.id)
    .slice(0, request.limit);
}

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
  const rows = await listedStaffRows(db, {
    storeId: request.storeId,
    where: after === undefined ? undefined : gt(users.id, after),
    limit: STAFF_PAGE_LIMIT + 1,
  });
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
      status: r.status === "disabled" || !r.here ? "disabled" : "active",
      can_deactivate:
        r.here &&
        r.status === "active" &&
        mayDeactivate({ callerId: request.callerId, targetId: r.id, targetRole: r.role, sharesStore: true }),
    })),
    next_cursor: rows.length > STAFF_PAGE_LIMIT && last !== undefined ? encodeKeysetCursor(last.id) : null,
  };
}

/** What a deactivation did, for the answer. */
export type DeactivationDone =
  | { readonly scope: "stores"; readonly storeIds: readonly number[]; readonly leavesNoStore: boolean }
  | { readonly scope: "account" };

/**
 * POST disableUserAccess/{user_id} (core/staff/staff-rules.ts, planDeactivation). A franchisee or
 * store manager takes the person out of each of the caller's stores they work in, in one
 * transaction: the membership rows go (every store read checks membership per request, so the
 * person's next request for those stores is refused at once) and a store_deactivations row keeps
 * them on those stores' staff lists as deactivated. Their account, sessions and other stores stay;
 * left with no store, the account stays enabled with none, and head office decides. Head office (the
 * every-store grant) disables the whole account instead, and every session row is revoked in the
 * same transaction, so the next request and the next refresh fail at once. Someone the caller cannot
 * see at all is a 404, like an unknown id.
 */
export async function deactivateStaff(
  db: Database,
  request: {
    readonly caller: { readonly id: number; readonly right: DeactivationRight };
    readonly targetId: number;
    readonly now: Date;
  },
): Promise<DeactivationDone> {
  const { caller, now } = request;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role, status: users.status, allStores: users.allStores })
      .from(users)
      .where(eq(users.id, request.targetId))
      .limit(1);
    const storesOf = async (userId: number) =>
      (await tx.select({ id: userStores.storeId }).from(userStores).where(eq(userStores.userId, userId))).map(
        (r) => r.id,
      );
    const plan = planDeactivation(
      {
        id: caller.id,
        right: caller.right,
        storeIds: caller.right === "own-stores" ? await storesOf(caller.id) : [],
      },
      target === undefined ? undefined : { ...target, storeIds: await storesOf(target.id) },
    );
    switch (plan._tag) {
      case "NotFound":
        throw new NotFound("b2b_not_found");
      case "Forbidden":
        throw new Forbidden("b2b_staff_cannot_deactivate");
      case "RemoveFromStores":
        await tx
          .delete(userStores)
          .where(
            and(eq(userStores.userId, request.targetId), inArray(userStores.storeId, [...plan.storeIds])),
          );
        await tx
          .insert(storeDeactivations)
          .values(
            plan.storeIds.map((storeId) => ({
              userId: request.targetId,
              storeId,
              deactivatedBy: caller.id,
              deactivatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [storeDeactivations.storeId, storeDeactivations.userId],
            set: { deactivatedBy: caller.id, deactivatedAt: now },
          });
        return { scope: "stores", storeIds: plan.storeIds, leavesNoStore: plan.leavesNoStore };
      case "DisableAccount":
        await tx.update(users).set({ status: "disabled" }).where(eq(users.id, request.targetId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, request.targetId), isNull(sessions.revokedAt)));
        return { scope: "account" };
    }
  });
}
