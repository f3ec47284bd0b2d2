import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail, validateEmail } from "./email";

describe("isValidEmail", () => {
  it.each([
    "a@b.co",
    "first.last+tag@example.com",
    "o'brien@example.ie",
    "x_y-z@sub-domain.example.gr",
    "UPPER@EXAMPLE.COM",
    "123@456.com",
    "δοκιμή@παράδειγμα.ελ",
    "用户@例子.广告",
    "josé@café.fr",
    "user@xn--80ak6aa92e.com",
    "user@example.xn--p1ai",
    `${"a".repeat(64)}@example.com`,
    `a@${"b".repeat(63)}.com`,
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
    expect(validateEmail(address)).toEqual([]);
  });

  it.each([
    "",
    "plain",
    "@example.com",
    "a@",
    "a@b",
    "a@localhost",
    "a@@b.com",
    "a@b@c.com",
    ".a@b.com",
    "a.@b.com",
    "a..b@c.com",
    "a b@c.com",
    " a@b.com",
    "a@b.com ",
    "a@b.com\n",
    "a@-b.com",
    "a@b-.com",
    "a@b..com",
    "a@.b.com",
    "a@b.com.",
    "a@b.c",
    "a@b.c0m",
    "a@1.2.3.4",
    "a@[127.0.0.1]",
    '"quoted"@example.com',
    "a(comment)@example.com",
    "a@exa_mple.com",
    `${"a".repeat(65)}@example.com`,
    `a@${"b".repeat(64)}.com`,
    `${"a".repeat(60)}@${`${"b".repeat(60)}.`.repeat(3)}${"c".repeat(15)}`,
  ])("refuses %j", (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(validateEmail(address)).toEqual(["b2b_email_invalid"]);
  });

  it("refuses values that are not text", () => {
    for (const value of [undefined, null, 42, {}, ["a@b.co"], true]) expect(isValidEmail(value)).toBe(false);
  });

  it("limits the whole address to 254 code points", () => {
    const local = "a".repeat(64);
    const domain = `${"x.".repeat(93)}com`; // 93 one-letter labels: 2 * 93 + 3 = 189 code points
    expect(domain.length).toBe(189);
    expect(isValidEmail(`${local}@${domain}`)).toBe(true); // 64 + 1 + 189 = 254
    expect(isValidEmail(`${local}@y${domain}`)).toBe(false); // 255
    // Code points, not UTF-16 units: 64 astral letters make a 64-code-point local part.
    expect(isValidEmail(`${"𝒜".repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${"𝒜".repeat(65)}@example.com`)).toBe(false);
  });

  it("accepts generated RFC addresses", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(isValidEmail(address)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses any text containing white space", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2003"),
        fc.string(),
        (before, space, after) => {
          expect(isValidEmail(`${before}${space}${after}`)).toBe(false);
        },
      ),
      {
        numRuns: 200,
      },
    );
  });

  it("refuses any text without exactly one @", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        fc.pre(text.split("@").length !== 2);
        expect(isValidEmail(text)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
