import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MENU_ENTRIES } from "./menu-entries";
import { rolesOfSwitchedEntry } from "./switched-entries";

describe("menu entries a switch turns on", () => {
  it("gives the commerce entries the commerce roles only while the switch is on", () => {
    for (const path of ["/orders", "/invoices", "/subscriptions"]) {
      expect([...rolesOfSwitchedEntry(path, { commerce_screens: true })].sort()).toEqual([
        "franchisee",
        "greg-user",
        "store_manager",
      ]);
      expect(rolesOfSwitchedEntry(path, { commerce_screens: false })).toEqual([]);
      expect(rolesOfSwitchedEntry(path, {})).toEqual([]);
    }
  });

  it("never opens a spec entry, hidden or not", () => {
    for (const entry of MENU_ENTRIES.filter(
      (e) => !["/orders", "/invoices", "/subscriptions"].includes(e.path),
    ))
      expect(rolesOfSwitchedEntry(entry.path, { commerce_screens: true })).toEqual([]);
  });

  test.prop([fc.anything()])("never throws", (path) => {
    expect(() => rolesOfSwitchedEntry(path, { commerce_screens: true })).not.toThrow();
  });
});
