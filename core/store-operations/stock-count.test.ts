import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STOCK_COUNT_MAX, countLines, parseStockCount, roundStock, stockDifference } from "./stock-count";

const quantity = fc.integer({ min: 0, max: STOCK_COUNT_MAX * 1000 }).map((n) => n / 1000);

describe("stock count (examples)", () => {
  it("reads a decimal comma or point, at most three decimals", () => {
    expect(parseStockCount("12,5")).toEqual({ ok: true, value: 12.5 });
    expect(parseStockCount(" 3.250 ")).toEqual({ ok: true, value: 3.25 });
    expect(parseStockCount("0")).toEqual({ ok: true, value: 0 });
    for (const bad of ["-1", "1,2345", "abc", "1e3", "", "1,", ",5", "1.000.000"])
      expect(parseStockCount(bad)).toEqual({ ok: false, key: "b2b_stock_count_invalid" });
    expect(parseStockCount("1000000,001")).toEqual({ ok: false, key: "b2b_stock_count_too_large" });
  });
  it("differences are counted minus the books, kept to three decimals", () => {
    expect(stockDifference(10, 8)).toBe(-2);
    expect(stockDifference(0.1, 0.3)).toBe(0.2);
    expect(stockDifference(2.5, 2.5)).toBe(0);
  });
  it("a count sends the filled entries; one bad entry stops it and names the product", () => {
    expect(
      countLines([
        { productId: 1, text: "4" },
        { productId: 2, text: "" },
      ]),
    ).toEqual({ ok: true, lines: [{ product_id: 1, physical_stock: 4 }] });
    expect(
      countLines([
        { productId: 1, text: "4" },
        { productId: 2, text: "x" },
      ]),
    ).toEqual({ ok: false, errors: { 2: "b2b_stock_count_invalid" } });
  });
});

describe("stock count (properties)", () => {
  it("a quantity written with a comma or a point reads back as itself", () => {
    fc.assert(
      fc.property(quantity, fc.constantFrom(",", "."), (value, mark) => {
        const text = value.toFixed(3).replace(".", mark);
        expect(parseStockCount(text)).toEqual({ ok: true, value });
      }),
    );
  });
  it("the difference is antisymmetric, zero for equal stocks, and expected + difference = counted", () => {
    fc.assert(
      fc.property(quantity, quantity, (expected, physical) => {
        const difference = stockDifference(expected, physical);
        expect(stockDifference(physical, expected)).toBe(difference === 0 ? 0 : -difference);
        expect(stockDifference(expected, expected)).toBe(0);
        expect(roundStock(expected + difference)).toBe(physical);
      }),
    );
  });
  it("no text that is not a count gets through", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseStockCount(text);
        const value = parsed.ok ? parsed.value : 0;
        expect(value >= 0 && value <= STOCK_COUNT_MAX).toBe(true);
      }),
    );
  });
});
