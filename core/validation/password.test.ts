import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from "../constants/portal-constants";
import { isValidPassword, validatePassword } from "./password";

// Written out one by one, independently of the module, so a changed list fails here.
const SPECIALS = [
  "@",
  "$",
  "!",
  "%",
  "*",
  "?",
  "&",
  "(",
  ")",
  "~",
  "#",
  "_",
  "+",
  "=",
  "{",
  "}",
  "|",
  ":",
  ";",
  "<",
  ">",
  ",",
  ".",
  "-",
  "^",
];

/** The rule restated another way: regular expressions over the whole text, Array.from for length. */
function reference(text: string): boolean {
  return (
    Array.from(text).length >= 8 &&
    /\p{Lu}/u.test(text) &&
    /[0-9]/.test(text) &&
    SPECIALS.some((special) => text.includes(special))
  );
}

const passwordUnit = fc.oneof(
  fc.constantFrom(...SPECIALS),
  fc.constantFrom("A", "Z", "Ω", "É", "a", "ω", "0", "9", " ", "😀", "٣", "'", '"', "/", "\\", "[", "]", "€"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

// Near-misses and hits: one of each required kind plus filler, shuffled, so both answers are common.
const nearlyValid = fc
  .tuple(
    fc.constantFrom("A", "Ω", "a"),
    fc.constantFrom("1", "٣", "x"),
    fc.constantFrom(...SPECIALS, "€", "'"),
    fc.array(passwordUnit, { minLength: 3, maxLength: 8 }),
  )
  .chain(([upper, digit, special, filler]) => {
    const units = [upper, digit, special, ...filler];
    return fc.shuffledSubarray(units, { minLength: units.length }).map((shuffled) => shuffled.join(""));
  });

describe("isValidPassword", () => {
  it("pins the numbers and the special characters of the spec", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe("@$!%*?&()~#_+={}|:;<>,.-^");
    expect([...PASSWORD_SPECIAL_CHARACTERS]).toEqual(SPECIALS);
  });

  it.each([
    ["Abcdef1!", true],
    ["ABCDEF1!", true], // no lowercase needed: the message is the contract
    ["Αbcdef1!", true], // Greek capital alpha counts as uppercase
    ["Pass word 1!", true], // spaces are allowed
    ["Abcde1!", false], // 7 characters
    ["abcdef1!", false], // no uppercase
    ["Abcdefg!", false], // no digit
    ["Abcdefg1", false], // no special character
    ["Abcdefg!٣", false], // an Arabic-Indic digit is not a digit here
    ["Abcdef1€", false], // not in the special list
    ["", false],
  ])("%j is %s", (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
    expect(validatePassword(password)).toEqual(valid ? [] : ["b2b_password_rules"]);
  });

  it.each(SPECIALS)("accepts %j as the special character", (special) => {
    expect(isValidPassword(`Abcdef1${special}`)).toBe(true);
  });

  it.each(["'", '"', "/", "\\", "[", "]", "`", "€", "§", " "])("does not count %j as special", (other) => {
    expect(isValidPassword(`Abcdef1${other}`)).toBe(false);
  });

  it("counts code points, not UTF-16 units", () => {
    expect("A1!😀😀😀😀".length).toBe(11);
    expect(isValidPassword("A1!😀😀😀😀")).toBe(false); // 7 code points
    expect(isValidPassword("A1!😀😀😀😀😀")).toBe(true); // 8 code points
  });

  it("refuses values that are not text", () => {
    for (const value of [undefined, null, 12345678, ["Abcdef1!"], { toString: () => "Abcdef1!" }]) {
      expect(isValidPassword(value)).toBe(false);
    }
  });

  it("equals the reference rule over strings built from specials, letters, digits and any code point", () => {
    fc.assert(
      fc.property(fc.string({ unit: passwordUnit, maxLength: 16 }), (password) => {
        expect(isValidPassword(password)).toBe(reference(password));
      }),
      { numRuns: 1000 },
    );
  });

  it("equals the reference rule near the boundary", () => {
    fc.assert(
      fc.property(nearlyValid, (password) => {
        expect(isValidPassword(password)).toBe(reference(password));
      }),
      { numRuns: 500 },
    );
  });

  it("equals the reference rule over arbitrary unicode strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), fc.string()),
        (password) => {
          expect(isValidPassword(password)).toBe(reference(password));
        },
      ),
      {
        numRuns: 500,
      },
    );
  });
});
