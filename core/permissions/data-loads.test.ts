import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { dataLoadsFor, type DataLoad } from "./data-loads";
import { ROLES, type Role } from "./role";
import type { PermissionSession } from "./session";

const session = (role: Role, type: number): PermissionSession => ({
  role,
  user: { id: 8, type, company: 1 },
  azure: role === "azureUser",
});

const sorted = (loads: ReadonlySet<DataLoad>): DataLoad[] => [...loads].sort();

describe("per-role data loads (spec section 6)", () => {
  it("franchisee loads employees, franchise stores, licences, maintenance and evaluation files", () => {
    expect(sorted(dataLoadsFor(session("franchisee", 23)))).toEqual([
      "employees",
      "evaluation-data",
      "evaluation-files",
      "evaluation-score",
      "franchise-stores",
      "licenses",
      "maintenance",
    ]);
  });

  it("store_manager loads licences, maintenance and evaluation files but not the employee list", () => {
    expect(sorted(dataLoadsFor(session("store_manager", 2)))).toEqual([
      "evaluation-data",
      "evaluation-files",
      "evaluation-score",
      "licenses",
      "maintenance",
    ]);
  });

  it("the other roles load only evaluation score and data", () => {
    for (const role of ["azureUser", "greg-user", "user", "trainee"] as const) {
      expect(sorted(dataLoadsFor(session(role, 2)))).toEqual(["evaluation-data", "evaluation-score"]);
    }
  });

  it("evaluation score and data load only for user types 2 and 23", () => {
    for (const role of ROLES) {
      for (const type of [2, 23, 0, 7]) {
        const loads = dataLoadsFor(session(role, type));
        expect({
          role,
          type,
          score: loads.has("evaluation-score"),
          data: loads.has("evaluation-data"),
        }).toEqual({
          role,
          type,
          score: type === 2 || type === 23,
          data: type === 2 || type === 23,
        });
      }
    }
  });

  it("loads nothing without a session", () => {
    expect(dataLoadsFor(null).size).toBe(0);
  });

  test.prop([fc.anything()], { numRuns: 300 })("never throws on any input", (value) => {
    const loads = dataLoadsFor(value as never);
    return loads instanceof Set;
  });
});
