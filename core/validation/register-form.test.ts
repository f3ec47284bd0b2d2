import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allErrorKeys } from "./field-errors";
import { MAX_REGISTRATION_STORES } from "../constants/portal-constants";
import {
  REGISTER_GENDERS,
  isRegisterSubmittable,
  validateGender,
  validateRegisterForm,
  validateStores,
} from "./register-form";
import { changeRole } from "./register-role";

const validStaff = {
  first_name: "Μαρία",
  last_name: "Παπαδοπούλου",
  gender: 2,
  country_code: 30,
  mobile: "6912345678",
  email: "",
  role: "Staff",
  store: [11],
  job_position: 3,
} as const;

const validTrainee = { ...validStaff, role: "Trainee", store: [], job_position: null } as const;

const storeId = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/));

describe("validateRegisterForm", () => {
  it("pins the numbers: genders 1 to 4, at most 5 stores", () => {
    expect(REGISTER_GENDERS).toEqual([1, 2, 3, 4]);
    expect(MAX_REGISTRATION_STORES).toBe(5);
  });

  it("accepts a complete Staff form and a Trainee form without stores and job", () => {
    expect(allErrorKeys(validateRegisterForm(validStaff))).toEqual([]);
    expect(isRegisterSubmittable(validStaff)).toBe(true);
    expect(allErrorKeys(validateRegisterForm(validTrainee))).toEqual([]);
    expect(isRegisterSubmittable(validTrainee)).toBe(true);
  });

  it("reports each empty field under its name", () => {
    expect(validateRegisterForm({})).toEqual({
      first_name: ["b2b_first_name_required"],
      last_name: ["b2b_last_name_required"],
      gender: ["b2b_gender_required"],
      country_code: ["b2b_country_code_required"],
      mobile: ["b2b_mobile_required"],
      email: [],
      role: [],
      store: ["b2b_stores_required"],
      job_position: ["b2b_job_position_required"],
    });
  });

  it("treats names of white space as missing", () => {
    const errors = validateRegisterForm({ ...validStaff, first_name: "  ", last_name: "\t" });
    expect(errors.first_name).toEqual(["b2b_first_name_required"]);
    // Issue 20: a 300-character name is refused, by the same rule in the browser and the server.
    const long = validateRegisterForm({
      ...validStaff,
      first_name: "Α".repeat(300),
      last_name: "Β".repeat(51),
    });
    expect(long.first_name).toEqual(["b2b_text_too_long_name"]);
    expect(long.last_name).toEqual(["b2b_text_too_long_name"]);
    expect(errors.last_name).toEqual(["b2b_last_name_required"]);
  });

  it("applies the Greek mobile rules under country code 30 and the others elsewhere", () => {
    expect(validateRegisterForm({ ...validStaff, mobile: "2101234567" }).mobile).toEqual([
      "b2b_mobile_format_gr",
    ]);
    expect(validateRegisterForm({ ...validStaff, mobile: "69123" }).mobile).toEqual(["b2b_mobile_length_gr"]);
    expect(validateRegisterForm({ ...validStaff, mobile: "69-1234567" }).mobile).toEqual([
      "b2b_mobile_numeric",
    ]);
    expect(validateRegisterForm({ ...validStaff, country_code: 357, mobile: "99123456" }).mobile).toEqual([]);
    expect(isRegisterSubmittable({ ...validStaff, country_code: "49", mobile: "15112345678" })).toBe(true);
  });

  it("takes the e-mail as optional but blocks on an invalid one", () => {
    for (const email of [undefined, null, ""]) {
      expect(isRegisterSubmittable({ ...validStaff, email })).toBe(true);
    }
    expect(isRegisterSubmittable({ ...validStaff, email: "maria@example.gr" })).toBe(true);
    expect(validateRegisterForm({ ...validStaff, email: "maria@" }).email).toEqual(["b2b_email_invalid"]);
    expect(validateRegisterForm({ ...validStaff, email: " " }).email).toEqual(["b2b_email_invalid"]);
    expect(isRegisterSubmittable({ ...validStaff, email: "maria@" })).toBe(false);
  });

  it("takes a gender from 1 to 4 as number or text", () => {
    for (const gender of [1, 2, 3, 4, "1", "4"]) expect(validateGender(gender)).toEqual([]);
    for (const gender of [0, 5, "5", "01", 1.5, null, undefined, "", true]) {
      expect(validateGender(gender)).toEqual(["b2b_gender_required"]);
    }
  });

  it("asks a Staff member for 1 to 5 stores", () => {
    expect(validateStores([])).toEqual(["b2b_stores_required"]);
    expect(validateStores(undefined)).toEqual(["b2b_stores_required"]);
    expect(validateStores("1,2")).toEqual(["b2b_stores_required"]);
    expect(validateStores([null, "", 0, "  "])).toEqual(["b2b_stores_required"]);
    expect(validateStores([1, 2, 3, 4, 5])).toEqual([]);
    expect(validateStores([1, 2, 3, 4, 5, 6])).toEqual(["b2b_stores_max"]);
    // The same store twice is one store, whether bound as number or text.
    expect(validateStores([1, 2, 3, 4, 5, 5, "5"])).toEqual([]);
  });

  it("asks a Staff member for a job position", () => {
    for (const job_position of [undefined, null, "", 0, -1, "  "]) {
      expect(validateRegisterForm({ ...validStaff, job_position }).job_position).toEqual([
        "b2b_job_position_required",
      ]);
    }
    expect(validateRegisterForm({ ...validStaff, job_position: "7" }).job_position).toEqual([]);
  });

  it("reads the role leniently: absent means Staff, case does not matter, anything else is reported", () => {
    const withoutRole = { ...validStaff, role: undefined };
    expect(validateRegisterForm({ ...withoutRole, store: [] }).store).toEqual(["b2b_stores_required"]);
    expect(isRegisterSubmittable(withoutRole)).toBe(true);
    expect(isRegisterSubmittable({ ...validTrainee, role: "trainee" })).toBe(true);
    const unknownRole = validateRegisterForm({ ...validTrainee, role: "admin" });
    expect(unknownRole.role).toEqual(["b2b_role_required"]);
    // An unreadable role is judged by the stricter Staff rules.
    expect(unknownRole.store).toEqual(["b2b_stores_required"]);
    expect(unknownRole.job_position).toEqual(["b2b_job_position_required"]);
  });

  it("a Staff member's stores pass exactly when 1 to 5 distinct are chosen", () => {
    fc.assert(
      fc.property(fc.uniqueArray(storeId, { minLength: 0, maxLength: 9, selector: String }), (store) => {
        const keys = validateRegisterForm({ ...validStaff, store }).store;
        expect(keys.length === 0).toBe(store.length >= 1 && store.length <= 5);
      }),
      { numRuns: 300 },
    );
  });

  it("adding a sixth store always fails", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(storeId, { minLength: 5, maxLength: 5, selector: String }),
        storeId,
        (five, sixth) => {
          fc.pre(!five.some((id) => String(id) === String(sixth)));
          expect(validateRegisterForm({ ...validStaff, store: five }).store).toEqual([]);
          expect(validateRegisterForm({ ...validStaff, store: [...five, sixth] }).store).toEqual([
            "b2b_stores_max",
          ]);
          expect(isRegisterSubmittable({ ...validStaff, store: [...five, sixth] })).toBe(false);
        },
      ),
      {
        numRuns: 300,
      },
    );
  });

  it("a Trainee never gets a store or job-position error", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.constantFrom("trainee", "Trainee", "TRAINEE"),
        (store, job_position, role) => {
          const errors = validateRegisterForm({ ...validStaff, role, store, job_position });
          expect(errors.store).toEqual([]);
          expect(errors.job_position).toEqual([]);
          expect(isRegisterSubmittable({ ...validStaff, role, store, job_position })).toBe(true);
        },
      ),
      {
        numRuns: 300,
      },
    );
  });

  it("a field's valid value from the good form never adds errors to it", () => {
    fc.assert(
      fc.property(
        fc.record({
          first_name: fc.anything(),
          last_name: fc.anything(),
          gender: fc.anything(),
          country_code: fc.anything(),
          mobile: fc.anything(),
          email: fc.anything(),
          role: fc.anything(),
          store: fc.anything(),
          job_position: fc.anything(),
        }),
        fc.constantFrom(
          "first_name",
          "last_name",
          "gender",
          "country_code",
          "mobile",
          "email",
          "role",
          "store",
          "job_position",
        ),
        (noisy, field) => {
          // Monotonic: replacing one field by the known-good value leaves that field without errors
          // whenever the fields it depends on (country code for mobile, role for store and job) are good too.
          const repaired = { ...noisy, [field]: validStaff[field], country_code: 30, role: "Staff" };
          expect(validateRegisterForm(repaired)[field]).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws and submits nothing random", () => {
    fc.assert(
      fc.property(fc.anything(), (form) => {
        const errors = validateRegisterForm(form);
        expect(Object.keys(errors)).toHaveLength(9);
        expect(typeof isRegisterSubmittable(form)).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});

describe("changeRole", () => {
  it("clears the stores when the role changes and keeps the job position", () => {
    const trainee = changeRole(validStaff, "Trainee");
    expect(trainee).toEqual({ ...validStaff, role: "Trainee", store: [] });
    expect(changeRole({ ...validTrainee, store: [4] }, "Staff").store).toEqual([]);
  });

  it("keeps the stores when the role chosen is the role already held", () => {
    expect(changeRole(validStaff, "Staff").store).toEqual([11]);
    // An absent role is Staff, and a role bound in another case is the same role.
    expect(changeRole({ store: [1, 2] }, "Staff").store).toEqual([1, 2]);
    expect(changeRole({ role: "staff", store: [1, 2] }, "Staff")).toEqual({ role: "Staff", store: [1, 2] });
    expect(changeRole({ store: [1, 2] }, "Trainee").store).toEqual([]);
  });

  it("does not change the form it was given", () => {
    const form = { role: "Staff", store: [1, 2] };
    changeRole(form, "Trainee");
    expect(form).toEqual({ role: "Staff", store: [1, 2] });
  });

  it("a valid Staff form becomes a valid Trainee form, and back to Staff it needs stores again", () => {
    fc.assert(
      fc.property(fc.uniqueArray(storeId, { minLength: 1, maxLength: 5, selector: String }), (store) => {
        const trainee = changeRole({ ...validStaff, store }, "Trainee");
        expect(isRegisterSubmittable(trainee)).toBe(true);
        const staffAgain = changeRole(trainee, "Staff");
        expect(validateRegisterForm(staffAgain).store).toEqual(["b2b_stores_required"]);
        expect(isRegisterSubmittable(staffAgain)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("never throws and always sets the role and a store list", () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom("Staff" as const, "Trainee" as const), (form, role) => {
        const changed = changeRole(form as object, role);
        expect(changed.role).toBe(role);
        expect(Array.isArray(changed.store)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("survives a form that refuses to list its keys", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("hostile");
        },
      },
    );
    expect(changeRole(hostile, "Trainee")).toEqual({ role: "Trainee", store: [] });
  });
});
