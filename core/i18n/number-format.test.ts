import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  formatAmount,
  formatFileSize,
  formatNumber,
  formatPercent,
  NUMBER_PLACEHOLDER,
} from "./number-format";
import { formatTransactionTotal } from "../commerce/transaction-total";
import { APP_LANGUAGES } from "../constants/language-constants";

const NBSP = "\u00a0";
const language = fc.constantFrom(...APP_LANGUAGES);
const offered = fc.constantFrom("el-GR" as const, "en-US" as const);
/** The digits back from a Greek or English text: grouping out, decimal mark to ".". */
const plain = (text: string, lang: "el-GR" | "en-US") =>
  (lang === "el-GR" ? text.replaceAll(".", "").replace(",", ".") : text.replaceAll(",", "")).replace(
    /[^\d.-]/g,
    "",
  );

describe("number formats of issue #33 item 7 (examples)", () => {
  it("writes amounts grouped with 2 decimals", () => {
    expect(formatAmount(29012.08, "el-GR")).toBe(`29.012,08${NBSP}€`);
    expect(formatAmount(29012.08, "en-US")).toBe("€29,012.08");
    expect(formatAmount(1234.5, "el-GR")).toBe(`1.234,50${NBSP}€`);
    expect(formatAmount(-12.3, "el-GR")).toBe(`-12,30${NBSP}€`);
    expect(formatAmount(1.005, "en-US")).toBe("€1.01");
    expect(formatAmount(-0.004, "en-US")).toBe("€0.00");
  });

  it("writes percentages with the language's decimal mark and sign", () => {
    expect(formatPercent(62.5, "el-GR")).toBe(`62,5${NBSP}%`);
    expect(formatPercent(62.5, "en-US")).toBe("62.5%");
    expect(formatPercent(66.666, "el-GR")).toBe(`66,7${NBSP}%`);
    expect(formatPercent(100, "en-US")).toBe("100%");
    expect(formatPercent(80, "el-GR")).toBe(`80${NBSP}%`);
  });

  it("groups quantities", () => {
    expect(formatNumber(1200, "el-GR")).toBe("1.200");
    expect(formatNumber(1200, "en-US")).toBe("1,200");
    expect(formatNumber(12.5, "el-GR")).toBe("12,5");
    expect(formatNumber(1.2345, "en-US")).toBe("1.235");
    expect(formatNumber(1.25, "en-US", 1)).toBe("1.3");
  });

  it("writes file sizes in binary units with the language's decimal mark", () => {
    expect(formatFileSize(512, "el-GR")).toBe(`512${NBSP}B`);
    expect(formatFileSize(12 * 1024, "en-US")).toBe(`12${NBSP}KB`);
    expect(formatFileSize(1.5 * 1024 * 1024, "el-GR")).toBe(`1,5${NBSP}MB`);
    expect(formatFileSize(1.5 * 1024 * 1024, "en-US")).toBe(`1.5${NBSP}MB`);
    expect(formatFileSize(2048 * 1024 * 1024, "el-GR")).toBe(`2.048${NBSP}MB`);
  });

  it("shows a dash for what is no number", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatAmount(value, "el-GR")).toBe(NUMBER_PLACEHOLDER);
      expect(formatPercent(value, "en-US")).toBe(NUMBER_PLACEHOLDER);
      expect(formatNumber(value, "el-GR")).toBe(NUMBER_PLACEHOLDER);
    }
  });
});

describe("number formats (properties)", () => {
  it("amounts: the shape of the language, and spec 9's rounding of transaction-total.ts", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), offered, (value, lang) => {
        const text = formatAmount(value, lang);
        expect(text).toMatch(
          lang === "el-GR" ? /^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/ : /^-?€\d{1,3}(,\d{3})*\.\d{2}$/,
        );
        expect(plain(text, lang)).toBe(formatTransactionTotal(value, "en-US"));
      }),
      { numRuns: 500 },
    );
  });

  it("percentages: one decimal at most, within rounding of the value, the language's sign", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), offered, (value, lang) => {
        const text = formatPercent(value, lang);
        expect(text.endsWith(lang === "el-GR" ? `${NBSP}%` : "%")).toBe(true);
        expect(text).toMatch(lang === "el-GR" ? /^\d{1,3}(,\d)?\u00a0%$/ : /^\d{1,3}(\.\d)?%$/);
        expect(Math.abs(Number(plain(text, lang)) - value)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it("whole quantities read back to the same integer, grouped by threes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), offered, (value, lang) => {
        const text = formatNumber(value, lang);
        expect(text).toMatch(lang === "el-GR" ? /^-?\d{1,3}(\.\d{3})*$/ : /^-?\d{1,3}(,\d{3})*$/);
        expect(Number(plain(text, lang))).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws and never shows NaN, for any number and language", () => {
    fc.assert(
      fc.property(fc.double(), language, fc.integer({ min: 0, max: 6 }), (value, lang, digits) => {
        for (const text of [
          formatAmount(value, lang),
          formatPercent(value, lang, digits),
          formatNumber(value, lang, digits),
          formatFileSize(value, lang),
        ])
          expect(text).not.toMatch(/NaN|undefined/);
      }),
      { numRuns: 300 },
    );
  });
});
