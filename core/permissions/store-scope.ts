/**
 * Which stores a user's data reads may reach. Seeing every store is an explicit grant (`all_stores`),
 * set by the seed or by head office; it is never inferred from a company, a role or the members of a
 * store (docs/decisions.md, "Store scope"). Everyone else sees exactly the stores they are members of.
 */
export interface StoreGrants {
  readonly allStores: boolean;
}

/** Head office's "every store": one rule for every server area. Never throws. */
export const seesEveryStore = (grants: StoreGrants | null | undefined): boolean =>
  typeof grants === "object" && grants !== null && grants.allStores === true;
