import type { Role } from "../permissions/role";

/**
 * Who a post is meant for (FranchiseBlast's targeted posts): a set of stores and a set of roles,
 * each empty for "everyone". Head office chooses them when publishing; nothing is inferred.
 */
export interface PostAudience {
  readonly storeIds: readonly number[];
  readonly roles: readonly Role[];
}

/**
 * The audience of a stored post: a post that targets stores but whose stores were all removed
 * reaches nobody (not everybody, as an empty list would say).
 */
export const storedAudience = (
  targetsStores: boolean,
  storeIds: readonly number[],
  roles: readonly Role[],
): PostAudience => ({ storeIds: targetsStores && storeIds.length === 0 ? [-1] : storeIds, roles });

/** The reader as far as targeting goes. */
export interface PostReader {
  readonly role: Role;
  /** The stores the reader works in (all of them when they hold the every-store grant). */
  readonly storeIds: readonly number[];
  readonly allStores: boolean;
}

/**
 * Whether a post reaches a reader: the role is targeted (or no role is), and a targeted store is
 * one of the reader's (or no store is; the every-store grant reaches every store).
 */
export function reachesReader(audience: PostAudience, reader: PostReader): boolean {
  const roleFits = audience.roles.length === 0 || audience.roles.includes(reader.role);
  const storeFits =
    audience.storeIds.length === 0 ||
    reader.allStores ||
    audience.storeIds.some((id) => reader.storeIds.includes(id));
  return roleFits && storeFits;
}

/**
 * Whether a post belongs to the list of one selected store: untargeted posts belong to every
 * store's list, targeted ones only to their stores' lists.
 */
export const belongsToStore = (audience: PostAudience, storeId: number): boolean =>
  audience.storeIds.length === 0 || audience.storeIds.includes(storeId);
