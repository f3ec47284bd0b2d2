import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allErrorKeys } from "../validation/field-errors";
import { companyFieldsOf, isWebAddress, validateCompanyForm } from "./company-form";

describe("validateCompanyForm", () => {
  it("takes a name alone, or with its links, trimmed", () => {
    expect(allErrorKeys(validateCompanyForm({ name: "Ιωάννου Εστίαση ΙΚΕ" }))).toEqual([]);
    const full = {
      name: " Ιωάννου Εστίαση ΙΚΕ ",
      url: "https://ioannou.example.com",
      twitter: "",
      facebook: null,
    };
    expect(allErrorKeys(validateCompanyForm(full))).toEqual([]);
    expect(companyFieldsOf(full)).toEqual({
      name: "Ιωάννου Εστίαση ΙΚΕ",
      url: "https://ioannou.example.com",
      twitter: null,
      facebook: null,
    });
  });

  it("refuses a missing name and a link that is not a web address", () => {
    expect(validateCompanyForm({ url: "javascript:alert(1)", twitter: "ioannou" })).toEqual({
      name: ["b2b_field_required"],
      url: ["b2b_web_address_invalid"],
      twitter: ["b2b_web_address_invalid"],
      facebook: [],
    });
  });

  it("takes only http and https addresses with a host, whatever else is typed", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["https", "http"] }), (url) => {
        expect(isWebAddress(url) || url.length > 200).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("javascript:", "data:", "file:", "ftp:", "mailto:"),
        fc.string(),
        (scheme, rest) => {
          expect(isWebAddress(`${scheme}${rest}`)).toBe(false);
        },
      ),
    );
  });

  it("answers every field and never throws", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(Object.keys(validateCompanyForm(input)).toSorted()).toEqual([
          "facebook",
          "name",
          "twitter",
          "url",
        ]);
      }),
    );
  });
});
