import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { isPaidInvoice, isUnpaidInvoice, partitionInvoices } from "./invoice-payment";
import type { TypedInvoice } from "./invoice-payment";

describe("invoices (spec 4: unpaid means transaction_type 2)", () => {
  it("classifies", () => {
    expect(isUnpaidInvoice({ transaction_type: 2 })).toBe(true);
    expect(isUnpaidInvoice({ transaction_type: "2" })).toBe(true);
    expect(isPaidInvoice({ transaction_type: 1 })).toBe(true);
    expect(isPaidInvoice({ transaction_type: 3 })).toBe(true);
    expect(isPaidInvoice({ transaction_type: null })).toBe(true);
    expect(isPaidInvoice({})).toBe(true);
  });

  it("partitions keeping input order", () => {
    const { paid, unpaid } = partitionInvoices([
      { id: 1, transaction_type: 2 },
      { id: 2, transaction_type: 1 },
      { id: 3, transaction_type: 2 },
    ]);
    expect(paid.map((i) => i.id)).toEqual([2]);
    expect(unpaid.map((i) => i.id)).toEqual([1, 3]);
  });

  it("paid and unpaid partition every invoice list", () => {
    const typeArb = fc.oneof(
      fc.integer({ min: -3, max: 6 }),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.array(typeArb, { maxLength: 50 }), (types) => {
        const invoices = types.map((transaction_type, id) => ({ id, transaction_type }));
        const { paid, unpaid } = partitionInvoices(invoices);
        expect(paid.length + unpaid.length).toBe(invoices.length);
        for (const invoice of invoices) expect(isPaidInvoice(invoice)).toBe(!isUnpaidInvoice(invoice));
        for (const invoice of unpaid) expect(Number(invoice.transaction_type)).toBe(2);
        for (const invoice of paid) expect(invoice.transaction_type === 2).toBe(false);
        expect(unpaid).toEqual(invoices.filter(isUnpaidInvoice));
        expect(paid).toEqual(invoices.filter(isPaidInvoice));
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => isUnpaidInvoice(value as TypedInvoice)).not.toThrow();
        expect(() => partitionInvoices(value as TypedInvoice[])).not.toThrow();
        expect(() => partitionInvoices([value] as TypedInvoice[])).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
