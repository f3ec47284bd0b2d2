import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { approvalRightOf, storesGranted, type ApprovalRight } from "./account-approval";
import { FRANCHISE_ROLES, ROLES } from "./role";
import { seesEveryStore } from "./store-scope";
import { validSession } from "./test-sessions";

const storeIds = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });
const rights = fc.constantFrom<ApprovalRight>("every-request", "own-stores", "none");

describe("store scope", () => {
  it("sees every store only with the explicit grant", () => {
    expect(seesEveryStore({ allStores: true })).toBe(true);
    expect(seesEveryStore({ allStores: false })).toBe(false);
    expect(seesEveryStore(null)).toBe(false);
    expect(seesEveryStore(undefined)).toBe(false);
  });

  test.prop([fc.anything()])("never throws and is true only for allStores === true", (value) => {
    const grants = value as Parameters<typeof seesEveryStore>[0];
    const expected =
      typeof value === "object" && value !== null && (value as { allStores?: unknown }).allStores === true;
    return seesEveryStore(grants) === expected;
  });
});

describe("approval right", () => {
  it("gives head office (the grant) every request, franchisees and store managers their stores' requests", () => {
    expect(approvalRightOf(validSession("greg-user"), { allStores: true })).toBe("every-request");
    expect(approvalRightOf(validSession("franchisee"), { allStores: false })).toBe("own-stores");
    expect(approvalRightOf(validSession("store_manager"), { allStores: false })).toBe("own-stores");
    expect(approvalRightOf(validSession("user"), { allStores: false })).toBe("none");
    expect(approvalRightOf(validSession("trainee"), { allStores: false })).toBe("none");
    // A head-office company or role grants nothing by itself.
    expect(approvalRightOf(validSession("greg-user"), { allStores: false })).toBe("none");
    expect(approvalRightOf(null, { allStores: true })).toBe("none");
  });

  test.prop([fc.constantFrom(...ROLES), fc.boolean()], { numRuns: 100 })(
    "is every-request exactly with the grant, own-stores exactly for the staff area's roles",
    (role, allStores) => {
      const right = approvalRightOf(validSession(role), { allStores });
      if (allStores) return right === "every-request";
      return right === (FRANCHISE_ROLES.includes(role) ? "own-stores" : "none");
    },
  );
});

describe("stores an approval grants", () => {
  it("pins the three cases", () => {
    expect(storesGranted("every-request", [3, 1], [])).toEqual([3, 1]);
    expect(storesGranted("every-request", [], [])).toEqual([]);
    expect(storesGranted("own-stores", [3, 1, 5], [5, 3])).toEqual([3, 5]);
    expect(storesGranted("own-stores", [3], [4])).toBeNull();
    expect(storesGranted("own-stores", [], [4])).toBeNull();
    expect(storesGranted("none", [3], [3])).toBeNull();
  });

  test.prop([rights, storeIds, storeIds], { numRuns: 300 })(
    "never grants a store that was not asked for, nor one a store approver is not a member of",
    (right, requested, own) => {
      const granted = storesGranted(right, requested, own);
      if (granted === null) return right !== "every-request";
      const subsetOfRequest = granted.every((id) => requested.includes(id));
      const noDuplicates = new Set(granted).size === granted.length;
      const withinOwn =
        right !== "own-stores" || (granted.length > 0 && granted.every((id) => own.includes(id)));
      return right !== "none" && subsetOfRequest && noDuplicates && withinOwn;
    },
  );
});
