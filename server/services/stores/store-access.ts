import { and, eq, inArray } from "drizzle-orm";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import { isId } from "../../../core/schemas/ids";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { Forbidden } from "../../domain-errors";

/** Who is asking, as far as store scope needs it: the user and the explicit every-store grant. */
export interface StoreViewer {
  readonly id: number;
  readonly allStores: boolean;
}

/**
 * Whether the user may see this store's data: a member of it, or holding the every-store grant
 * (core/permissions/store-scope.ts). One indexed read. Shared by every area that reads by store.
 */
export async function canSeeLocation(db: Database, user: StoreViewer, locationId: number): Promise<boolean> {
  if (!isId(locationId)) return false;
  const rows = seesEveryStore(user)
    ? await db.select({ id: stores.id }).from(stores).where(eq(stores.id, locationId)).limit(1)
    : await db
        .select({ id: userStores.storeId })
        .from(userStores)
        .where(and(eq(userStores.userId, user.id), eq(userStores.storeId, locationId)))
        .limit(1);
  return rows.length > 0;
}

/** A named store the user cannot see is 403 (the contract's rule for `location_id`). */
export async function requireLocation(db: Database, user: StoreViewer, locationId: number): Promise<void> {
  if (!(await canSeeLocation(db, user, locationId))) throw new Forbidden("b2b_forbidden");
}

/** Every one of these stores, or 403: a list naming one store outside the user's reach is refused whole. */
export async function requireLocations(
  db: Database,
  user: StoreViewer,
  locationIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(locationIds)];
  if (wanted.length === 0 || !wanted.every(isId)) throw new Forbidden("b2b_forbidden");
  const rows = seesEveryStore(user)
    ? await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, wanted))
    : await db
        .select({ id: userStores.storeId })
        .from(userStores)
        .where(and(eq(userStores.userId, user.id), inArray(userStores.storeId, wanted)));
  if (rows.length !== wanted.length) throw new Forbidden("b2b_forbidden");
}

/** The store with its name when the user may see it (as canSeeLocation), else undefined. */
export async function visibleStore(
  db: Database,
  user: StoreViewer,
  locationId: number | undefined,
): Promise<{ readonly id: number; readonly name: string } | undefined> {
  if (locationId === undefined || !(await canSeeLocation(db, user, locationId))) return undefined;
  const [row] = await db
    .select({ id: stores.id, name: stores.storeName })
    .from(stores)
    .where(eq(stores.id, locationId))
    .limit(1);
  return row;
}
