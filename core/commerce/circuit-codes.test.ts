import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { commerceMessages } from "./commerce-catalogue";
import { CIRCUIT_CODE_LABELS, circuitCodeKey, circuitCodeLabel } from "./circuit-codes";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeTransaction } from "./transaction";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

// Spec section 3, verbatim.
const SPEC_TABLE: ReadonlyArray<readonly [number, string]> = [
  [1, "Purchases"],
  [5, "Sales"],
  [7, "Collections/payments"],
  [10, "Expenses"],
  [15, "Services"],
  [20, "Inventory"],
  [25, "Purchase orders"],
  [26, "Expense orders"],
  [30, "Sales offers"],
  [35, "Sales order"],
  [36, "Service offers"],
  [39, "Service orders"],
  [40, "Third-party items"],
  [45, "Items to others"],
  [60, "Bulk movements of securities"],
];

describe("circuit codes", () => {
  it("holds exactly the spec's fifteen codes and texts", () => {
    expect([...CIRCUIT_CODE_LABELS.entries()].sort(([a], [b]) => a - b)).toEqual(SPEC_TABLE);
  });

  it.each(SPEC_TABLE)("code %i reads %s", (code, label) => {
    expect(circuitCodeLabel(code)).toBe(label);
  });

  it("any other code has no label", () => {
    const known = new Set(SPEC_TABLE.map(([code]) => code));
    const property = fc.property(fc.integer(), (code) =>
      known.has(code) ? circuitCodeLabel(code) !== undefined : circuitCodeLabel(code) === undefined,
    );
    expect(fc.defaultReportMessage(fc.check(property, { numRuns: 200 }))).toBeUndefined();
    for (const code of [0, 2, 61, -1, 1.5, Number.NaN]) expect(circuitCodeLabel(code)).toBeUndefined();
  });
});

describe("Transaction", () => {
  const transaction = {
    id: 1,
    circuit_code: 7,
    etiology: "Payment of invoice 2026/17",
    total_value_final: -1234.5,
    c_stamp: "2026-05-01T12:00:00Z",
  };

  it("has circuit_code, etiology, total_value_final, c_stamp", () => {
    const value = valueOf(decodeTransaction(transaction));
    expect(value?.circuit_code).toBe(7);
    expect(value && circuitCodeLabel(value.circuit_code)).toBe("Collections/payments");
    expect(value?.total_value_final).toBe(-1234.5);
    expect(value?.c_stamp.toString()).toBe("2026-05-01T12:00:00Z");
  });

  it("keeps unknown circuit codes but refuses non-integers and non-finite totals", () => {
    expect(isOk(decodeTransaction({ ...transaction, circuit_code: 99 }))).toBe(true);
    expect(pathsOf(decodeTransaction({ ...transaction, circuit_code: "7" }))).toEqual([["circuit_code"]]);
    expect(pathsOf(decodeTransaction({ ...transaction, total_value_final: "12.50" }))).toEqual([
      ["total_value_final"],
    ]);
    expect(
      pathsOf(decodeTransaction({ ...transaction, total_value_final: Number.POSITIVE_INFINITY })),
    ).toEqual([["total_value_final"]]);
  });

  it("names every spec code in both languages (English as the spec), and any other code by number", () => {
    const messages: Readonly<Record<string, { readonly en: string; readonly gr: string }>> = commerceMessages;
    for (const [code, label] of SPEC_TABLE) {
      const entry = messages[circuitCodeKey(code)];
      expect(entry?.en).toBe(label);
      expect(entry?.gr).toMatch(/\p{Script=Greek}/u);
    }
    fc.assert(
      fc.property(fc.integer(), (code) =>
        CIRCUIT_CODE_LABELS.has(code) ? true : circuitCodeKey(code) === "ui_circuit_other",
      ),
    );
    expect(messages["ui_circuit_other"]?.en).toContain("{code}");
  });
});
