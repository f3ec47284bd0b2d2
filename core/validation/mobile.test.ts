import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  GREEK_COUNTRY_CODE,
  GREEK_MOBILE_LENGTH,
  GREEK_MOBILE_PREFIX,
} from "../constants/portal-constants";
import { readCountryCode, validateCountryCode } from "./country-codes";
import { INTERNATIONAL_MOBILE_MAX_DIGITS, INTERNATIONAL_MOBILE_MIN_DIGITS, validateMobile } from "./mobile";

// Mobiles worth generating: any text, any code points, digit strings around the limits, Greek-looking ones.
const mobileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.stringMatching(/^[0-9]{0,16}$/),
  fc.stringMatching(/^69[0-9]{6,10}$/),
  fc.stringMatching(/^69[0-9]{8}$/),
  fc.stringMatching(/^[0-9]{8}[0-9]{2}$/),
);

describe("country codes", () => {
  it("offers 30, 40, 49 and 357 with 30 (Greece) as default", () => {
    expect(COUNTRY_CODES).toEqual([30, 40, 49, 357]);
    expect(DEFAULT_COUNTRY_CODE).toBe(30);
    expect(GREEK_COUNTRY_CODE).toBe(30);
  });

  it("reads a code as a number or as its exact text", () => {
    expect(readCountryCode(357)).toBe(357);
    expect(readCountryCode("49")).toBe(49);
    for (const value of [44, "44", "+30", "030", " 30", 30.5, "", null, undefined, {}]) {
      expect(readCountryCode(value)).toBeUndefined();
      expect(validateCountryCode(value)).toEqual(["b2b_country_code_required"]);
    }
    expect(validateCountryCode("40")).toEqual([]);
    for (const code of [30, 40, 49, 357]) expect(validateCountryCode(code)).toEqual([]);
  });
});

describe("validateMobile", () => {
  it("pins the Greek numbers", () => {
    expect(GREEK_MOBILE_LENGTH).toBe(10);
    expect(GREEK_MOBILE_PREFIX).toBe("69");
    expect(INTERNATIONAL_MOBILE_MIN_DIGITS).toBe(4);
    expect(INTERNATIONAL_MOBILE_MAX_DIGITS).toBe(12);
  });

  it.each([
    ["6912345678", []],
    ["6999999999", []],
    ["", ["b2b_mobile_required"]],
    ["   ", ["b2b_mobile_required"]],
    ["69a2345678", ["b2b_mobile_numeric"]],
    [" 6912345678", ["b2b_mobile_numeric"]],
    ["+306912345678", ["b2b_mobile_numeric"]],
    ["٦٩١٢٣٤٥٦٧٨", ["b2b_mobile_numeric"]],
    ["691234567", ["b2b_mobile_length_gr"]],
    ["69123456789", ["b2b_mobile_length_gr"]],
    ["2101234567", ["b2b_mobile_format_gr"]],
    ["6812345678", ["b2b_mobile_format_gr"]],
    ["12", ["b2b_mobile_length_gr", "b2b_mobile_format_gr"]],
  ])("Greek mobile %j gives %j", (mobile, keys) => {
    expect(validateMobile(mobile, 30)).toEqual(keys);
    expect(validateMobile(mobile, "30")).toEqual(keys);
  });

  it("reads a mobile bound as a number", () => {
    expect(validateMobile(6912345678, 30)).toEqual([]);
    expect(validateMobile(Number.NaN, 30)).toEqual(["b2b_mobile_required"]);
    expect(validateMobile(undefined, 30)).toEqual(["b2b_mobile_required"]);
    expect(validateMobile({}, 30)).toEqual(["b2b_mobile_required"]);
  });

  it.each([40, 49, 357])("country code %i takes 4 to 12 digits", (code) => {
    expect(validateMobile("1234", code)).toEqual([]);
    expect(validateMobile("015112345678", code)).toEqual([]);
    expect(validateMobile("123", code)).toEqual(["b2b_mobile_length_international"]);
    expect(validateMobile("1234567890123", code)).toEqual(["b2b_mobile_length_international"]);
    expect(validateMobile("12 34", code)).toEqual(["b2b_mobile_numeric"]);
    expect(validateMobile("", code)).toEqual(["b2b_mobile_required"]);
  });

  it("judges only required and numeric when the country code is unknown", () => {
    expect(validateMobile("1", 44)).toEqual([]);
    expect(validateMobile("x", undefined)).toEqual(["b2b_mobile_numeric"]);
    expect(validateMobile("", "abc")).toEqual(["b2b_mobile_required"]);
  });

  it("a Greek mobile is accepted exactly when it is 69 and 8 more digits", () => {
    fc.assert(
      fc.property(mobileText, fc.constantFrom<unknown>(30, "30"), (mobile, code) => {
        expect(validateMobile(mobile, code).length === 0).toBe(/^69\d{8}$/.test(mobile));
      }),
      { numRuns: 500 },
    );
  });

  it("other offered codes accept exactly 4 to 12 ASCII digits", () => {
    fc.assert(
      fc.property(mobileText, fc.constantFrom<unknown>(40, 49, 357, "40", "49", "357"), (mobile, code) => {
        expect(validateMobile(mobile, code).length === 0).toBe(/^[0-9]{4,12}$/.test(mobile));
      }),
      { numRuns: 500 },
    );
  });

  it("answers keys for any input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (mobile, code) => {
        const keys = validateMobile(mobile, code);
        expect(Array.isArray(keys)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
