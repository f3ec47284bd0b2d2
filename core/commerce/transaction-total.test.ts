import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { formatTransactionTotal, TOTAL_PLACEHOLDER } from "./transaction-total";
import type { AppLanguage } from "../constants/language-constants";

describe("formatTransactionTotal (spec 9: 2 decimals)", () => {
  it("writes exactly 2 decimals with the language's separator", () => {
    expect(formatTransactionTotal(1234.5, "el-GR")).toBe("1234,50");
    expect(formatTransactionTotal(1234.5, "en-US")).toBe("1234.50");
    expect(formatTransactionTotal(1234.5, "fr-FR")).toBe("1234,50");
    expect(formatTransactionTotal(0, "en-US")).toBe("0.00");
    expect(formatTransactionTotal(-0, "en-US")).toBe("0.00");
    expect(formatTransactionTotal(7, "en-US")).toBe("7.00");
    expect(formatTransactionTotal(-12.3, "el-GR")).toBe("-12,30");
  });

  it("rounds half away from zero on the decimal the user reads", () => {
    expect(formatTransactionTotal(1.005, "en-US")).toBe("1.01"); // toFixed gives 1.00
    expect(formatTransactionTotal(1.004, "en-US")).toBe("1.00");
    expect(formatTransactionTotal(-1.005, "en-US")).toBe("-1.01");
    expect(formatTransactionTotal(-0.004, "en-US")).toBe("0.00"); // no "-0.00"
    expect(formatTransactionTotal(0.995, "en-US")).toBe("1.00");
    expect(formatTransactionTotal(1e-7, "en-US")).toBe("0.00");
    expect(formatTransactionTotal(1e21, "en-US")).toBe("1000000000000000000000.00");
  });

  it("reads decimal text as sent by APIs", () => {
    expect(formatTransactionTotal("12.345", "en-US")).toBe("12.35");
    expect(formatTransactionTotal(" 12 ", "el-GR")).toBe("12,00");
    expect(formatTransactionTotal(".5", "en-US")).toBe("0.50");
    expect(formatTransactionTotal("-3.", "en-US")).toBe("-3.00");
  });

  it("shows a placeholder for what is not a number", () => {
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "abc",
      "",
      "-",
      ".",
      "1,5",
      "1e99999",
      null,
      undefined,
    ]) {
      expect(formatTransactionTotal(value, "en-US")).toBe(TOTAL_PLACEHOLDER);
    }
  });
});

const language = fc.constantFrom<AppLanguage>("el-GR", "en-US", "fr-FR");

/** Reference rounding on integers: thousandths → hundredths, half away from zero. */
function expectedFromThousandths(thousandths: bigint): { negative: boolean; cents: bigint } {
  const negative = thousandths < 0n;
  const magnitude = negative ? -thousandths : thousandths;
  const cents = magnitude / 10n + (magnitude % 10n >= 5n ? 1n : 0n);
  return { negative: negative && cents > 0n, cents };
}

describe("formatTransactionTotal (properties)", () => {
  it("always has exactly 2 decimals for finite numbers", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), language, (value, lang) => {
        expect(formatTransactionTotal(value, lang)).toMatch(/^-?\d+[.,]\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });

  it("rounds correctly: n/1000 gives the reference rounding, as number and as text", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), language, (thousandths, lang) => {
        const magnitude = thousandths < 0n ? -thousandths : thousandths;
        const text = `${thousandths < 0n ? "-" : ""}${magnitude / 1000n}.${(magnitude % 1000n).toString().padStart(3, "0")}`;
        const { negative, cents } = expectedFromThousandths(thousandths);
        const separator = lang === "en-US" ? "." : ",";
        const expected = `${negative ? "-" : ""}${cents / 100n}${separator}${(cents % 100n).toString().padStart(2, "0")}`;
        expect(formatTransactionTotal(text, lang)).toBe(expected);
        expect(formatTransactionTotal(Number(text), lang)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with the value within half a cent", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const shown = Number(formatTransactionTotal(value, "en-US"));
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, lang) => {
        expect(() => formatTransactionTotal(value as number, lang as AppLanguage)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
