import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROLES, isRole, normaliseRole, roleFromUser, roleListIncludes } from "./role";

describe("roles", () => {
  it("are the six roles of spec section 6", () => {
    expect(ROLES).toEqual(["azureUser", "greg-user", "user", "trainee", "franchisee", "store_manager"]);
  });

  it("accept the lowercase azureuser alias of the sidebar rule", () => {
    expect(normaliseRole("azureuser")).toBe("azureUser");
    expect(roleListIncludes(["azureuser"], "azureUser")).toBe(true);
    expect(isRole("azureuser")).toBe(false);
  });

  it("do not guess other spellings", () => {
    for (const value of [
      "AzureUser",
      "User",
      "greg_user",
      "store-manager",
      " user",
      "",
      "toString",
      "__proto__",
    ]) {
      expect(normaliseRole(value)).toBeUndefined();
    }
  });

  it("decode portal_user_role from a user record", () => {
    expect(roleFromUser({ portal_user_role: "franchisee" })).toBe("franchisee");
    expect(roleFromUser({ portal_user_role: "azureuser" })).toBe("azureUser");
    expect(roleFromUser({ portal_user_role: 3 })).toBeUndefined();
    expect(roleFromUser({})).toBeUndefined();
    expect(roleFromUser(null)).toBeUndefined();
  });

  test.prop([fc.anything()], { numRuns: 300 })(
    "roleFromUser never throws and gives a role or undefined",
    (value) => {
      const role = roleFromUser({ portal_user_role: value });
      return role === undefined || ROLES.includes(role);
    },
  );

  test.prop([fc.string()], { numRuns: 300 })(
    "a string is a role only when it is one of the six or the alias",
    (s) => {
      const expected = ROLES.find((role) => role === s) ?? (s === "azureuser" ? "azureUser" : undefined);
      return normaliseRole(s) === expected;
    },
  );
});
