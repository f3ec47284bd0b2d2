import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "./role";
import type { CompanyRef, PermissionSession } from "./session";
import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import { HEAD_OFFICE, SAMPLE_USER_TYPES } from "./test-sessions";
import { passesUserTypeCheck } from "./user-type-check";

const session = (
  role: Role,
  type: number,
  options: { readonly company?: CompanyRef | null; readonly azure?: boolean } = {},
): PermissionSession => ({
  role,
  user: { id: 9, type, company: options.company === undefined ? HEAD_OFFICE : options.company },
  azure: options.azure ?? false,
});

// Spec section 6, "Additional user-type check", as role x user type (2, 23, another) with a head-office company.
const EXPECTED: ReadonlyArray<readonly [Role, number, boolean]> = [
  ["greg-user", 2, true],
  ["greg-user", 23, false],
  ["greg-user", 7, false],
  ["user", 2, true],
  ["user", 23, false],
  ["user", 7, false],
  ["trainee", 2, true],
  ["trainee", 23, false],
  ["trainee", 7, false],
  ["franchisee", 2, true],
  ["franchisee", 23, true],
  ["franchisee", 7, false],
  ["store_manager", 2, true],
  ["store_manager", 23, true],
  ["store_manager", 7, false],
];

describe("passesUserTypeCheck", () => {
  for (const [role, type, passes] of EXPECTED) {
    it(`${role} with type ${type} ${passes ? "passes" : "fails"}`, () => {
      expect(passesUserTypeCheck(session(role, type), HEAD_OFFICE)).toBe(passes);
    });
  }

  it("greg-user needs the head-office company", () => {
    expect(passesUserTypeCheck(session("greg-user", 2, { company: HEAD_OFFICE }), HEAD_OFFICE)).toBe(true);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: 2 }), HEAD_OFFICE)).toBe(false);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: null }), HEAD_OFFICE)).toBe(false);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: 1 }), null)).toBe(false);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: "franchise group head office" }))).toBe(
      false,
    );
    expect(passesUserTypeCheck(session("greg-user", 2, { company: "" }), "")).toBe(false);
  });

  it("takes the head-office company of the constants when none is given", () => {
    expect(passesUserTypeCheck(session("greg-user", 2, { company: HEAD_OFFICE_COMPANY }))).toBe(true);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: 1 }))).toBe(false);
  });

  it("counts a company id sent as text as the same company", () => {
    expect(passesUserTypeCheck(session("greg-user", 2, { company: "1" }), 1)).toBe(true);
    expect(passesUserTypeCheck(session("greg-user", 2, { company: 1 }), "1")).toBe(true);
  });

  it("other roles do not look at the company", () => {
    expect(passesUserTypeCheck(session("user", 2, { company: 77 }), HEAD_OFFICE)).toBe(true);
    expect(passesUserTypeCheck(session("franchisee", 23, { company: null }), HEAD_OFFICE)).toBe(true);
  });

  it("azureUser needs the azure flag and nothing else", () => {
    for (const type of SAMPLE_USER_TYPES) {
      expect(passesUserTypeCheck(session("azureUser", type, { azure: true, company: 5 }), HEAD_OFFICE)).toBe(
        true,
      );
      expect(passesUserTypeCheck(session("azureUser", type, { azure: false }), HEAD_OFFICE)).toBe(false);
    }
  });

  it("fails without a session or with a role it does not know", () => {
    expect(passesUserTypeCheck(null, HEAD_OFFICE)).toBe(false);
    expect(passesUserTypeCheck({ ...session("user", 2), role: "admin" as Role }, HEAD_OFFICE)).toBe(false);
    expect(passesUserTypeCheck({ ...session("user", 2), role: "toString" as Role }, HEAD_OFFICE)).toBe(false);
  });

  test.prop([fc.constantFrom(...ROLES), fc.constantFrom(...SAMPLE_USER_TYPES), fc.boolean()], {
    numRuns: 200,
  })(
    "the azure flag matters only to azureUser",
    (role, type, azure) =>
      role === "azureUser" ||
      passesUserTypeCheck(session(role, type, { azure }), HEAD_OFFICE) ===
        passesUserTypeCheck(session(role, type, { azure: !azure }), HEAD_OFFICE),
  );

  test.prop([fc.anything(), fc.anything()], { numRuns: 300 })("never throws", (value, company) => {
    const result = passesUserTypeCheck(value as never, company as never);
    return typeof result === "boolean";
  });
});
