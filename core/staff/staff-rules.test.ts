import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRANCHISE_ROLES, ROLES } from "../permissions/role";
import { validSession } from "../permissions/test-sessions";
import {
  DEACTIVATION_RIGHTS,
  deactivationRightOf,
  loadsEmployeeList,
  mayDeactivate,
  planDeactivation,
  type DeactivationRight,
} from "./staff-rules";

describe("who may be deactivated (examples)", () => {
  it("a staff member or trainee of one of the caller's stores", () => {
    expect(mayDeactivate({ callerId: 3, targetId: 4, targetRole: "user", sharesStore: true })).toBe(true);
    expect(mayDeactivate({ callerId: 3, targetId: 5, targetRole: "trainee", sharesStore: true })).toBe(true);
  });
  it("never a manager, a franchisee, head office, oneself or someone of another store", () => {
    expect(mayDeactivate({ callerId: 2, targetId: 3, targetRole: "store_manager", sharesStore: true })).toBe(
      false,
    );
    expect(mayDeactivate({ callerId: 3, targetId: 2, targetRole: "franchisee", sharesStore: true })).toBe(
      false,
    );
    expect(mayDeactivate({ callerId: 3, targetId: 1, targetRole: "greg-user", sharesStore: true })).toBe(
      false,
    );
    expect(mayDeactivate({ callerId: 4, targetId: 4, targetRole: "user", sharesStore: true })).toBe(false);
    expect(mayDeactivate({ callerId: 3, targetId: 4, targetRole: "user", sharesStore: false })).toBe(false);
  });
});

describe("who may be deactivated (properties)", () => {
  it("never without a shared store, never oneself, never an unknown role", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.oneof(fc.constantFrom(...ROLES), fc.string()),
        fc.boolean(),
        (a, b, role, shares) => {
          const allowed = mayDeactivate({ callerId: a, targetId: b, targetRole: role, sharesStore: shares });
          expect(!allowed || (shares && a !== b && (role === "user" || role === "trainee"))).toBe(true);
        },
      ),
    );
  });
});

describe("who loads the employee list (spec 6)", () => {
  it("the franchisee alone", () => {
    expect(ROLES.filter(loadsEmployeeList)).toEqual(["franchisee"]);
  });
});

const storeIds = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 });
const rights = fc.constantFrom<DeactivationRight>(...DEACTIVATION_RIGHTS);
const target = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  role: fc.oneof(fc.constantFrom(...ROLES), fc.string()),
  status: fc.constantFrom("active", "disabled", "pending", "rejected"),
  allStores: fc.boolean(),
  storeIds,
});
const caller = fc.record({ id: fc.integer({ min: 1, max: 6 }), right: rights, storeIds });

describe("deactivation right (issue #29 item 10)", () => {
  it("whole account for head office's every-store grant, own stores for franchisees and store managers", () => {
    expect(deactivationRightOf(validSession("greg-user"), { allStores: true })).toBe("whole-account");
    expect(deactivationRightOf(validSession("azureUser"), { allStores: true })).toBe("whole-account");
    expect(deactivationRightOf(validSession("franchisee"), { allStores: false })).toBe("own-stores");
    expect(deactivationRightOf(validSession("store_manager"), { allStores: false })).toBe("own-stores");
    expect(deactivationRightOf(validSession("user"), { allStores: false })).toBe("none");
    expect(deactivationRightOf(validSession("trainee"), { allStores: false })).toBe("none");
    // A head-office role or company grants nothing by itself: the grant is explicit.
    expect(deactivationRightOf(validSession("greg-user"), { allStores: false })).toBe("none");
    expect(deactivationRightOf(null, { allStores: true })).toBe("none");
  });

  it("is whole-account exactly with the grant, own-stores exactly for the staff area's roles", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.boolean(), (role, allStores) => {
        const right = deactivationRightOf(validSession(role), { allStores });
        expect(right).toBe(
          allStores ? "whole-account" : FRANCHISE_ROLES.includes(role) ? "own-stores" : "none",
        );
      }),
    );
  });
});

describe("what a deactivation does (examples)", () => {
  const person = { id: 40, role: "user", status: "active", allStores: false };
  it("a manager's deactivation removes the person from that manager's stores only (they keep their other stores)", () => {
    // Store 1 is the manager's; store 4 is another company's.
    expect(
      planDeactivation({ id: 3, right: "own-stores", storeIds: [1] }, { ...person, storeIds: [1, 4] }),
    ).toEqual({ _tag: "RemoveFromStores", storeIds: [1], leavesNoStore: false });
    // A franchisee of stores 1-3 takes the person out of every one of theirs the person works in.
    expect(
      planDeactivation(
        { id: 2, right: "own-stores", storeIds: [1, 2, 3] },
        { ...person, storeIds: [3, 4, 1] },
      ),
    ).toEqual({ _tag: "RemoveFromStores", storeIds: [3, 1], leavesNoStore: false });
    // Their only store: they are left with none, and the account stays for head office to decide.
    expect(
      planDeactivation({ id: 3, right: "own-stores", storeIds: [1] }, { ...person, storeIds: [1] }),
    ).toEqual({ _tag: "RemoveFromStores", storeIds: [1], leavesNoStore: true });
  });

  it("whole-account deactivation stays with head office (the every-store grant)", () => {
    expect(
      planDeactivation({ id: 1, right: "whole-account", storeIds: [] }, { ...person, storeIds: [4] }),
    ).toEqual({
      _tag: "DisableAccount",
    });
    for (const role of ["store_manager", "franchisee", "trainee"])
      expect(
        planDeactivation({ id: 1, right: "whole-account", storeIds: [] }, { ...person, role, storeIds: [] }),
      ).toEqual({ _tag: "DisableAccount" });
    // Never head office itself, nor oneself.
    expect(
      planDeactivation(
        { id: 1, right: "whole-account", storeIds: [] },
        { ...person, id: 7, role: "azureUser", allStores: true, storeIds: [] },
      ),
    ).toEqual({ _tag: "Forbidden" });
    expect(
      planDeactivation({ id: 40, right: "whole-account", storeIds: [] }, { ...person, storeIds: [] }),
    ).toEqual({ _tag: "Forbidden" });
  });

  it("someone of none of the caller's stores is unknown (404); a manager or franchisee is refused (403)", () => {
    expect(
      planDeactivation({ id: 6, right: "own-stores", storeIds: [4] }, { ...person, storeIds: [1] }),
    ).toEqual({
      _tag: "NotFound",
    });
    expect(planDeactivation({ id: 6, right: "own-stores", storeIds: [4] }, undefined)).toEqual({
      _tag: "NotFound",
    });
    expect(
      planDeactivation(
        { id: 3, right: "own-stores", storeIds: [1] },
        { ...person, role: "franchisee", storeIds: [1] },
      ),
    ).toEqual({ _tag: "Forbidden" });
    expect(
      planDeactivation(
        { id: 1, right: "whole-account", storeIds: [] },
        { ...person, status: "pending", storeIds: [] },
      ),
    ).toEqual({ _tag: "NotFound" });
    expect(planDeactivation({ id: 4, right: "none", storeIds: [1] }, { ...person, storeIds: [1] })).toEqual({
      _tag: "Forbidden",
    });
  });
});

describe("what a deactivation does (properties)", () => {
  it("a store caller removes exactly the stores both hold, and only head office closes the account", () => {
    fc.assert(
      fc.property(caller, target, (c, t) => {
        const plan = planDeactivation(c, t);
        if (plan._tag === "DisableAccount") return c.right === "whole-account";
        if (plan._tag !== "RemoveFromStores") return true;
        const shared = new Set(t.storeIds.filter((id) => c.storeIds.includes(id)));
        return (
          c.right === "own-stores" &&
          plan.storeIds.length === shared.size &&
          plan.storeIds.every((id) => shared.has(id)) &&
          plan.leavesNoStore === t.storeIds.every((id) => shared.has(id))
        );
      }),
    );
  });

  it("never oneself, never head office, never an account that was not let in, never without a right", () => {
    fc.assert(
      fc.property(caller, target, (c, t) => {
        const plan = planDeactivation(c, t);
        const acts = plan._tag === "RemoveFromStores" || plan._tag === "DisableAccount";
        const never =
          c.id === t.id || t.allStores || c.right === "none" || !["active", "disabled"].includes(t.status);
        const storeTarget = c.right !== "own-stores" || t.role === "user" || t.role === "trainee";
        return !acts || (!never && storeTarget);
      }),
    );
  });

  it("a store caller who shares no store with the person learns nothing (404, as for an unknown id)", () => {
    fc.assert(
      fc.property(caller, target, (c, t) => {
        fc.pre(c.right === "own-stores" && !t.storeIds.some((id) => c.storeIds.includes(id)));
        expect(planDeactivation(c, t)).toEqual({ _tag: "NotFound" });
      }),
    );
  });
});
