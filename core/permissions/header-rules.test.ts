import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { canActAs, canSeeProfileSettings } from "./header-rules";
import { ROLES } from "./role";

describe("header rules (spec sections 2 and 6)", () => {
  it("hides profile settings from greg-user only", () => {
    expect(ROLES.filter((role) => canSeeProfileSettings(role))).toEqual([
      "azureUser",
      "user",
      "trainee",
      "franchisee",
      "store_manager",
    ]);
    expect(canSeeProfileSettings("admin")).toBe(false);
  });

  it("shows the acting-as list to user id 1 only", () => {
    expect(canActAs({ id: 1 })).toBe(true);
    expect(canActAs({ id: 2 })).toBe(false);
    expect(canActAs({ id: "1" })).toBe(false);
    expect(canActAs({})).toBe(false);
    expect(canActAs(null)).toBe(false);
  });

  test.prop([fc.integer()], { numRuns: 200 })(
    "no id but 1 may act as another user",
    (id) => canActAs({ id }) === (id === 1),
  );
});
