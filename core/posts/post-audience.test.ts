import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { ROLES } from "../permissions/role";
import { belongsToStore, reachesReader } from "./post-audience";

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 });
const roles = fc.uniqueArray(fc.constantFrom(...ROLES), { maxLength: 3 });
const reader = fc.record({ role: fc.constantFrom(...ROLES), storeIds: ids, allStores: fc.boolean() });

describe("reachesReader: targeted posts (stores and roles, empty meaning everyone)", () => {
  it("an untargeted post reaches everybody", () => {
    fc.assert(
      fc.property(reader, (r) => {
        expect(reachesReader({ storeIds: [], roles: [] }, r)).toBe(true);
      }),
    );
  });

  it("a post for other roles never reaches the reader, whatever the stores", () => {
    fc.assert(
      fc.property(ids, roles, reader, (storeIds, targetRoles, r) => {
        fc.pre(targetRoles.length > 0 && !targetRoles.includes(r.role));
        expect(reachesReader({ storeIds, roles: targetRoles }, r)).toBe(false);
      }),
    );
  });

  it("a store-targeted post reaches a reader of one of its stores, or one holding the every-store grant", () => {
    fc.assert(
      fc.property(ids, reader, (storeIds, r) => {
        fc.pre(storeIds.length > 0);
        const expected = r.allStores || storeIds.some((id) => r.storeIds.includes(id));
        expect(reachesReader({ storeIds, roles: [] }, r)).toBe(expected);
      }),
    );
  });

  it("examples: store 1's manager and store 4's manager", () => {
    const post = { storeIds: [1], roles: [] };
    expect(reachesReader(post, { role: "store_manager", storeIds: [1], allStores: false })).toBe(true);
    expect(reachesReader(post, { role: "store_manager", storeIds: [4], allStores: false })).toBe(false);
    expect(
      reachesReader(
        { storeIds: [], roles: ["trainee"] },
        { role: "trainee", storeIds: [], allStores: false },
      ),
    ).toBe(true);
    expect(belongsToStore({ storeIds: [], roles: [] }, 7)).toBe(true);
    expect(belongsToStore({ storeIds: [1, 2], roles: [] }, 7)).toBe(false);
  });
});
