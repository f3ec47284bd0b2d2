import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "./role";
import { visibleMenu } from "./visible-menu";

interface ServerItem {
  readonly name: string;
  readonly roles: readonly string[];
  readonly hidden?: boolean;
}

// Server role lists may hold aliases and names we do not know.
const roleName = fc.constantFrom<string>(...ROLES, "azureuser", "admin", "User", "");
const serverItem: fc.Arbitrary<ServerItem> = fc.record(
  { name: fc.string(), roles: fc.array(roleName, { maxLength: 8 }), hidden: fc.boolean() },
  { requiredKeys: ["name", "roles"] },
);
const role = fc.constantFrom(...ROLES);

const lists = (item: ServerItem, r: Role): boolean =>
  item.roles.includes(r) || (r === "azureUser" && item.roles.includes("azureuser"));

describe("visibleMenu", () => {
  test.prop([fc.array(serverItem, { maxLength: 20 }), role], { numRuns: 300 })(
    "shows exactly the non-hidden items whose role list holds the role, in order",
    (items, r) => {
      const shown = visibleMenu(items, r);
      const expected = items.filter((item) => item.hidden !== true && lists(item, r));
      return shown.length === expected.length && shown.every((item, i) => item === expected[i]);
    },
  );

  test.prop([fc.array(serverItem, { maxLength: 20 }), fc.oneof(role, fc.constant("azureuser"))], {
    numRuns: 200,
  })("never shows a hidden item or one without roles", (items, r) =>
    visibleMenu(items, r).every((item) => item.hidden !== true && item.roles.length > 0),
  );

  test.prop([fc.anything(), fc.anything()], { numRuns: 300 })("never throws on any input", (entries, r) => {
    const shown = visibleMenu(entries as never, r);
    return Array.isArray(shown);
  });

  it("shows nothing to an unknown role", () => {
    expect(visibleMenu([{ roles: [...ROLES] }], "admin")).toEqual([]);
    expect(visibleMenu([{ roles: [...ROLES] }], undefined)).toEqual([]);
  });

  it("treats a missing role list as no roles", () => {
    expect(visibleMenu([{ hidden: false }, { roles: null }], "user")).toEqual([]);
  });

  it("filters submenus by the same rule", () => {
    const menu = [
      {
        name: "account",
        roles: ["user", "greg-user"],
        submenus: [
          { name: "activity", roles: ["user", "greg-user"] },
          { name: "settings", roles: ["user"] },
          { name: "secret", roles: ["user"], hidden: true },
        ],
      },
    ];
    expect(visibleMenu(menu, "greg-user")).toEqual([
      {
        name: "account",
        roles: ["user", "greg-user"],
        submenus: [{ name: "activity", roles: ["user", "greg-user"] }],
      },
    ]);
  });

  it("accepts the azureuser alias on both sides", () => {
    expect(visibleMenu([{ roles: ["azureuser"] }], "azureUser")).toHaveLength(1);
    expect(visibleMenu([{ roles: ["azureUser"] }], "azureuser")).toHaveLength(1);
  });
});
