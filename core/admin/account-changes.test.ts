import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, type AccountChange, type ChangedAccount } from "./account-changes";

const status = fc.constantFrom("active", "invited", "pending", "rejected", "disabled" as const);
const account = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  status,
  allStores: fc.boolean(),
  administers: fc.boolean(),
});
const change: fc.Arbitrary<AccountChange> = fc.oneof(
  fc.record({ kind: fc.constant("rights" as const), allStores: fc.boolean(), administers: fc.boolean() }),
  fc.constant({ kind: "deactivate" as const }),
  fc.constant({ kind: "reactivate" as const }),
  fc.constant({ kind: "end-sessions" as const }),
  fc.constant({ kind: "assignment" as const }),
  fc.constant({ kind: "invitation" as const }),
);
const manager: ChangedAccount = { id: 3, status: "active", allStores: false, administers: false };

describe("refusalOf", () => {
  it("pins each refusal", () => {
    expect(refusalOf(1, manager, { kind: "rights", allStores: true, administers: true })).toBeUndefined();
    expect(
      refusalOf(
        1,
        { ...manager, status: "pending" },
        { kind: "rights", allStores: true, administers: false },
      ),
    ).toBe("b2b_admin_account_not_active");
    expect(
      refusalOf(
        1,
        { ...manager, status: "disabled", administers: true },
        { kind: "rights", allStores: false, administers: false },
      ),
    ).toBeUndefined();
    expect(refusalOf(1, manager, { kind: "deactivate" })).toBeUndefined();
    expect(refusalOf(1, manager, { kind: "reactivate" })).toBe("b2b_admin_account_not_disabled");
    expect(refusalOf(1, { ...manager, status: "disabled" }, { kind: "reactivate" })).toBeUndefined();
    expect(refusalOf(3, manager, { kind: "end-sessions" })).toBe("b2b_admin_not_yourself");
    expect(refusalOf(1, { ...manager, status: "invited" }, { kind: "deactivate" })).toBeUndefined();
    expect(refusalOf(1, { ...manager, status: "invited" }, { kind: "invitation" })).toBeUndefined();
    expect(refusalOf(1, manager, { kind: "invitation" })).toBe("b2b_admin_not_invited");
    expect(refusalOf(1, { ...manager, status: "disabled" }, { kind: "assignment" })).toBeUndefined();
    expect(refusalOf(1, { ...manager, status: "pending" }, { kind: "assignment" })).toBe(
      "b2b_admin_account_awaiting_approval",
    );
  });

  it("never lets anyone change their own account", () => {
    fc.assert(
      fc.property(account, change, (target, anyChange) => {
        expect(refusalOf(target.id, target, anyChange)).toBe("b2b_admin_not_yourself");
      }),
    );
  });

  it("grants a right only to an active account, and withdraws from any", () => {
    fc.assert(
      fc.property(account, fc.boolean(), fc.boolean(), (target, allStores, administers) => {
        const refusal = refusalOf(target.id + 1, target, { kind: "rights", allStores, administers });
        const grants = (allStores && !target.allStores) || (administers && !target.administers);
        expect(refusal === undefined).toBe(!grants || target.status === "active");
      }),
    );
  });

  it("deactivates an active account or withdraws an invitation, reactivates only a deactivated one; sessions end for any", () => {
    fc.assert(
      fc.property(account, (target) => {
        const other = target.id + 1;
        expect(refusalOf(other, target, { kind: "deactivate" }) === undefined).toBe(
          target.status === "active" || target.status === "invited",
        );
        expect(refusalOf(other, target, { kind: "reactivate" }) === undefined).toBe(
          target.status === "disabled",
        );
        expect(refusalOf(other, target, { kind: "end-sessions" })).toBeUndefined();
      }),
    );
  });

  it("places anyone but a self-registration awaiting (or refused) approval; resends only to the invited", () => {
    fc.assert(
      fc.property(account, (target) => {
        const other = target.id + 1;
        expect(refusalOf(other, target, { kind: "assignment" }) === undefined).toBe(
          ["active", "invited", "disabled"].includes(target.status),
        );
        expect(refusalOf(other, target, { kind: "invitation" }) === undefined).toBe(
          target.status === "invited",
        );
      }),
    );
  });
});
