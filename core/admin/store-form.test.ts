import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../i18n/catalogue-validation";
import { allErrorKeys } from "../validation/field-errors";
import {
  isCalendarDate,
  normalisePhone,
  normalisePostcode,
  readWholeId,
  storeFieldsOf,
  validateStoreForm,
} from "./store-form";

const valid = {
  title: "Αθήνα Κολωνάκι - Σκουφά 20",
  store_name: "Κολωνάκι",
  city: "Αθήνα",
  warehouse_id: 120,
} as const;

const complete = {
  ...valid,
  address: " Σκουφά 20 ",
  postcode: "10673",
  phone: "+30 210 361 0000",
  email: "kolonaki@example.com",
  company_id: "2",
  opened_on: "2026-03-01",
};

describe("validateStoreForm", () => {
  it("accepts the required fields alone, and a complete store, normalised", () => {
    expect(allErrorKeys(validateStoreForm(valid))).toEqual([]);
    expect(allErrorKeys(validateStoreForm(complete))).toEqual([]);
    expect(storeFieldsOf(complete)).toEqual({
      title: "Αθήνα Κολωνάκι - Σκουφά 20",
      store_name: "Κολωνάκι",
      city: "Αθήνα",
      warehouse_id: 120,
      address: "Σκουφά 20",
      postcode: "106 73",
      phone: "+302103610000",
      email: "kolonaki@example.com",
      company_id: 2,
      opened_on: "2026-03-01",
    });
    expect(storeFieldsOf(valid)).toMatchObject({
      address: null,
      postcode: null,
      company_id: null,
      opened_on: null,
    });
  });

  it("names each field that fails, with its own message", () => {
    expect(validateStoreForm({})).toMatchObject({
      title: ["b2b_field_required"],
      store_name: ["b2b_field_required"],
      city: ["b2b_field_required"],
      warehouse_id: ["b2b_warehouse_id_invalid"],
      address: [],
      postcode: [],
    });
    const bad = validateStoreForm({
      ...valid,
      postcode: "1067",
      phone: "210",
      email: "kolonaki@",
      opened_on: "2026-02-30",
      title: "x".repeat(201),
    });
    expect(bad).toMatchObject({
      postcode: ["b2b_postcode_invalid"],
      phone: ["b2b_phone_invalid"],
      email: ["b2b_email_invalid"],
      opened_on: ["b2b_date_invalid"],
      title: ["b2b_text_too_long_short"],
    });
    expect(validationMessages.b2b_postcode_invalid.en).toBe("A Greek postcode has 5 digits (e.g. 105 63)");
  });

  it("answers every field and never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(Object.keys(validateStoreForm(input))).toHaveLength(10);
      }),
    );
  });

  it("reads a warehouse code as a whole number from 1 to the largest id, nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(readWholeId(id)).toBe(id);
        expect(readWholeId(String(id))).toBe(id);
      }),
    );
    for (const bad of [0, -1, 1.5, "01", "1e3", "2147483648", "", null, "12a"])
      expect(readWholeId(bad)).toBeUndefined();
  });

  it("writes every 5-digit postcode as NNN NN, with or without its space, and refuses other lengths", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/u), fc.boolean(), (digits, spaced) => {
        const typed = spaced ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
        expect(normalisePostcode(typed)).toBe(`${digits.slice(0, 3)} ${digits.slice(3)}`);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}$|^\d{6,8}$/u), (digits) => {
        expect(normalisePostcode(digits)).toBeUndefined();
      }),
    );
  });

  it("keeps a phone's digits and leading +, whatever separators were typed", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10,15}$/u),
        fc.boolean(),
        fc.constantFrom(" ", "-", ".", ""),
        (digits, plus, separator) => {
          const typed = `${plus ? "+" : ""}${digits.slice(0, 3)}${separator}${digits.slice(3)}`;
          expect(normalisePhone(typed)).toBe(`${plus ? "+" : ""}${digits}`);
        },
      ),
    );
  });

  it("takes only dates that exist on the calendar", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        (day) => {
          expect(isCalendarDate(day.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    for (const bad of ["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1", "tomorrow"])
      expect(isCalendarDate(bad)).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });
});
