import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../i18n/catalogue-validation";
import { allErrorKeys } from "../validation/field-errors";
import {
  assignmentOf,
  INVITABLE_ROLES,
  invitationOf,
  readStoreIds,
  USER_TYPE_OF_ROLE,
  validateAssignment,
  validateInvite,
} from "./person-form";

const FRANCHISEE = {
  first_name: " Ελένη ",
  last_name: "Γεωργίου",
  country_code: "30",
  mobile: "6912345678",
  email: "e.georgiou@example.com",
  role: "franchisee",
  store_ids: "3,7,3",
  company_id: "2",
  job_position_id: "",
  language: "en",
};

describe("validateInvite", () => {
  it("accepts a franchisee for two stores of a company, and gives the invitation normalised", () => {
    expect(allErrorKeys(validateInvite(FRANCHISEE))).toEqual([]);
    expect(invitationOf(FRANCHISEE)).toEqual({
      firstName: "Ελένη",
      lastName: "Γεωργίου",
      countryCode: "30",
      mobile: "6912345678",
      email: "e.georgiou@example.com",
      language: "en",
      role: "franchisee",
      type: 23,
      storeIds: [3, 7],
      companyId: 2,
      jobPositionId: null,
    });
  });

  it("pins the texts of its refusals", () => {
    const errors = validateInvite({ ...FRANCHISEE, role: "greg-user", store_ids: "", company_id: "" });
    expect(errors.role).toEqual(["b2b_admin_role_required"]);
    expect(validateInvite({ ...FRANCHISEE, store_ids: "" }).store_ids).toEqual(["b2b_admin_stores_required"]);
    expect(validateInvite({ ...FRANCHISEE, company_id: "" }).company_id).toEqual([
      "b2b_admin_company_required",
    ]);
    expect(validationMessages.b2b_admin_role_required.en).toBe("Choose a role");
    expect(validationMessages.b2b_admin_stores_required.gr).toBe(
      "Επιλέξτε τουλάχιστον ένα ανοιχτό κατάστημα",
    );
    expect(validationMessages.b2b_admin_company_required.en).toBe(
      "A franchisee belongs to a franchise company",
    );
  });

  it("asks who the person is with the registration's rules", () => {
    const errors = validateInvite({ ...FRANCHISEE, first_name: "", mobile: "123", email: "not-mail" });
    expect(errors.first_name).toEqual(["b2b_first_name_required"]);
    expect(errors.mobile.length).toBeGreaterThan(0);
    expect(errors.email.length).toBeGreaterThan(0);
  });

  it("a trainee needs no store and keeps none; no other role may have none", () => {
    const trainee = { ...FRANCHISEE, role: "trainee", company_id: "", store_ids: "4" };
    expect(allErrorKeys(validateInvite(trainee))).toEqual([]);
    expect(assignmentOf(trainee).storeIds).toEqual([]);
    for (const role of ["user", "store_manager", "franchisee"])
      expect(validateAssignment({ role, store_ids: [], company_id: 2 }).store_ids).toEqual([
        "b2b_admin_stores_required",
      ]);
  });
});

describe("the people rules, for any input", () => {
  it("never throw, and answer every field of the form", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(Object.keys(validateInvite(input)).sort()).toEqual(
          [
            "company_id",
            "country_code",
            "email",
            "first_name",
            "job_position_id",
            "language",
            "last_name",
            "mobile",
            "role",
            "store_ids",
          ].sort(),
        );
        expect(Object.keys(validateAssignment(input)).sort()).toEqual(
          ["company_id", "job_position_id", "role", "store_ids"].sort(),
        );
      }),
    );
  });

  it("a valid assignment gives its role's user type, distinct stores (none for a trainee) and its company", () => {
    const ids = fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { maxLength: 12 });
    fc.assert(
      fc.property(
        fc.constantFrom(...INVITABLE_ROLES),
        ids,
        fc.integer({ min: 1, max: 9999 }),
        (role, storeIds, companyId) => {
          const form = { role, store_ids: storeIds, company_id: companyId };
          const valid = allErrorKeys(validateAssignment(form)).length === 0;
          expect(valid).toBe(role === "trainee" || storeIds.length > 0);
          if (!valid) return;
          const assignment = assignmentOf(form);
          expect(assignment.type).toBe(USER_TYPE_OF_ROLE[role]);
          expect(assignment.storeIds).toEqual(role === "trainee" ? [] : [...new Set(storeIds)]);
          expect(assignment.companyId).toBe(companyId);
        },
      ),
    );
  });

  it("reads store ids as a list or as the form's comma text alike, and refuses anything else", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 8 }), (ids) => {
        expect(readStoreIds(ids.join(","))).toEqual(readStoreIds(ids));
      }),
    );
    expect(readStoreIds("3,x")).toBeUndefined();
    expect(readStoreIds([0])).toBeUndefined();
    expect(readStoreIds(null)).toEqual([]);
  });
});
