import { describe, expect, it } from "vitest";
import { isUnpaidInvoice } from "./invoice-payment";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeInvoice } from "./invoice";
import { decodeSubscription } from "./subscription";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const invoice = {
  id: 3,
  transaction_type: 2,
  invoice_date: "2026-04-30",
  c_stamp: "2026-04-30T10:00:00Z",
  m_stamp: "2026-05-02T10:00:00Z",
};

describe("Invoice", () => {
  it("has transaction_type, invoice_date, c_stamp, m_stamp", () => {
    const value = valueOf(decodeInvoice(invoice));
    expect(value?.invoice_date.toString()).toBe("2026-04-30");
    expect(value?.m_stamp.toString()).toBe("2026-05-02T10:00:00Z");
    expect(value && isUnpaidInvoice(value)).toBe(true);
    const paid = valueOf(decodeInvoice({ ...invoice, transaction_type: 1 }));
    expect(paid && isUnpaidInvoice(paid)).toBe(false);
    expect(pathsOf(decodeInvoice({ ...invoice, transaction_type: "2" }))).toEqual([["transaction_type"]]);
  });
});

describe("Subscription", () => {
  it("has start and end dates and renewal start and end dates", () => {
    const subscription = {
      id: 1,
      start_date: "2026-01-01",
      end_date: "2026-12-31",
      renewal_start_date: "2027-01-01",
      renewal_end_date: "2027-12-31",
    };
    const value = valueOf(decodeSubscription(subscription));
    expect(value?.renewal_end_date?.toString()).toBe("2027-12-31");
    expect(
      isOk(decodeSubscription({ ...subscription, renewal_start_date: null, renewal_end_date: null })),
    ).toBe(true);
    expect(pathsOf(decodeSubscription({ ...subscription, end_date: "2026-12-32" }))).toEqual([["end_date"]]);
  });
});
