import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayAdminister } from "./administer-right";

const role = fc.constantFrom("greg-user", "franchisee", "store_manager", "user", "trainee", "azureUser");

describe("mayAdminister", () => {
  it("is the explicit grant of an active account", () => {
    expect(mayAdminister({ administers: true, status: "active" })).toBe(true);
    expect(mayAdminister({ administers: false, status: "active" })).toBe(false);
    expect(mayAdminister({ administers: true, status: "disabled" })).toBe(false);
    expect(mayAdminister({ administers: true, status: "pending" })).toBe(false);
  });

  it("reads nothing but the grant and the status: no role, company or every-store view gives it", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom("active", "invited", "pending", "rejected", "disabled"),
        role,
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        (administers, status, anyRole, companyId, allStores) => {
          const user = { administers, status, role: anyRole, companyId, allStores };
          expect(mayAdminister(user)).toBe(administers && status === "active");
        },
      ),
    );
  });
});
