import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES } from "../permissions/role";
import { loadsEmployeeList, mayDeactivate } from "./staff-rules";

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
