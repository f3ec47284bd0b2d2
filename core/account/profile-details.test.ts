import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  CLOTHING_SIZES,
  blankToNull,
  profileIsValid,
  readIsoDate,
  validateProfileDetails,
  type ProfileDetails,
} from "./profile-details";

const TODAY = Temporal.PlainDate.from("2026-11-24");
const VALID: ProfileDetails = {
  clothing_size: "M",
  health_certificate_begin_date: "2026-01-15",
  health_certificate_end_date: "2027-01-14",
  dob: "1990-05-01",
  hiring_date: "2018-03-01",
  email: "eleni@example.gr",
  phone: "2101234567",
  consent: true,
};

const plainDate = fc
  .integer({ min: 0, max: 47_000 })
  .map((days) => Temporal.PlainDate.from("1970-01-01").add({ days }));

describe("validateProfileDetails", () => {
  it("accepts a complete, consistent profile and an empty one", () => {
    expect(profileIsValid(validateProfileDetails(VALID, TODAY))).toBe(true);
    const empty: ProfileDetails = {
      clothing_size: null,
      health_certificate_begin_date: null,
      health_certificate_end_date: null,
      dob: null,
      hiring_date: null,
      email: null,
      phone: null,
      consent: false,
    };
    expect(profileIsValid(validateProfileDetails(empty, TODAY))).toBe(true);
  });

  it.each([
    ["clothing_size", { clothing_size: "XXXXL" }, "b2b_profile_clothing_size_invalid"],
    [
      "health_certificate_begin_date",
      { health_certificate_begin_date: "2026-02-30" },
      "b2b_profile_date_invalid",
    ],
    [
      "health_certificate_end_date",
      { health_certificate_end_date: "2025-12-31" },
      "b2b_profile_health_end_before_begin",
    ],
    ["dob", { dob: "2012-01-01" }, "b2b_profile_dob_too_young"],
    ["hiring_date", { hiring_date: "1980-01-01" }, "b2b_profile_hiring_before_dob"],
    ["email", { email: "eleni@" }, "b2b_email_invalid"],
    ["phone", { phone: "21-0123" }, "b2b_profile_phone_invalid"],
  ] as const)("refuses a bad %s with its key", (field, change, key) => {
    const errors = validateProfileDetails({ ...VALID, ...change }, TODAY);
    expect(errors[field]).toEqual([key]);
    expect(profileIsValid(errors)).toBe(false);
  });

  it("property: every offered clothing size passes, any other text fails", () => {
    fc.assert(
      fc.property(fc.string(), (size) => {
        const errors = validateProfileDetails({ ...VALID, clothing_size: size }, TODAY);
        expect(errors.clothing_size.length === 0).toBe((CLOTHING_SIZES as readonly string[]).includes(size));
      }),
    );
  });

  it("property: the health certificate is valid exactly when it does not end before it begins", () => {
    fc.assert(
      fc.property(plainDate, plainDate, (begin, end) => {
        const errors = validateProfileDetails(
          {
            ...VALID,
            health_certificate_begin_date: begin.toString(),
            health_certificate_end_date: end.toString(),
          },
          TODAY,
        );
        expect(errors.health_certificate_end_date.length === 0).toBe(
          Temporal.PlainDate.compare(end, begin) >= 0,
        );
      }),
    );
  });

  it("property: a birth date passes exactly when the person is 15 or older today", () => {
    fc.assert(
      fc.property(plainDate, plainDate, (dob, today) => {
        const errors = validateProfileDetails({ ...VALID, dob: dob.toString(), hiring_date: null }, today);
        expect(errors.dob.length === 0).toBe(Temporal.PlainDate.compare(dob.add({ years: 15 }), today) <= 0);
      }),
    );
  });

  it("property: any text that is not a real ISO date is refused, never thrown on", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const errors = validateProfileDetails({ ...VALID, hiring_date: text, dob: null }, TODAY);
        expect(errors.hiring_date.length === 0).toBe(readIsoDate(text) !== undefined);
      }),
    );
  });

  it("property: phones of 6 to 15 digits pass", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/u), (phone) => {
        const errors = validateProfileDetails({ ...VALID, phone }, TODAY);
        expect(errors.phone.length === 0).toBe(phone.length >= 6 && phone.length <= 15);
      }),
    );
  });

  it("blankToNull reads an empty or blank field as not given", () => {
    expect(blankToNull("  ")).toBeNull();
    expect(blankToNull(" M ")).toBe("M");
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(blankToNull(s)).toBe(s.trim() === "" ? null : s.trim());
      }),
    );
  });
});
