import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isRecentOrder, partitionOrders } from "./order-recency";
import type { DatedOrder } from "./order-recency";

const today = Temporal.PlainDate.from("2026-03-10");
const daysAgo = (days: number) => today.subtract({ days });

describe("recent orders (spec 4: within the last 30 days)", () => {
  it("includes today and the day 30 days ago; 31 days ago is archived", () => {
    expect(isRecentOrder({ date: today }, today)).toBe(true);
    expect(isRecentOrder({ date: daysAgo(30) }, today)).toBe(true);
    expect(isRecentOrder({ date: daysAgo(31) }, today)).toBe(false);
    expect(isRecentOrder({ date: today.add({ days: 3 }) }, today)).toBe(true);
  });

  it("an order without a date is archived", () => {
    expect(isRecentOrder({ date: null }, today)).toBe(false);
    expect(isRecentOrder({}, today)).toBe(false);
  });

  it("partitions keeping input order", () => {
    const orders = [
      { id: 1, date: daysAgo(40) },
      { id: 2, date: daysAgo(1) },
      { id: 3, date: daysAgo(31) },
      { id: 4, date: daysAgo(0) },
    ];
    const { recent, archived } = partitionOrders(orders, today);
    expect(recent.map((o) => o.id)).toEqual([2, 4]);
    expect(archived.map((o) => o.id)).toEqual([1, 3]);
  });
});

const dayArb = fc.integer({ min: -400, max: 400 });

describe("recent orders (properties)", () => {
  it("recent and archived partition all orders, each keeping input order", () => {
    fc.assert(
      fc.property(fc.array(fc.option(dayArb, { nil: null }), { maxLength: 50 }), (offsets) => {
        const orders = offsets.map((offset, id) => ({ id, date: offset === null ? null : daysAgo(offset) }));
        const { recent, archived } = partitionOrders(orders, today);
        expect(recent.length + archived.length).toBe(orders.length);
        expect([...recent, ...archived].map((o) => o.id).sort((a, b) => a - b)).toEqual(
          orders.map((o) => o.id),
        );
        expect(recent.map((o) => o.id)).toEqual(recent.map((o) => o.id).toSorted((a, b) => a - b));
        expect(archived.map((o) => o.id)).toEqual(archived.map((o) => o.id).toSorted((a, b) => a - b));
        for (const order of recent)
          expect(order.date !== null && today.since(order.date).days <= 30).toBe(true);
        for (const order of archived)
          expect(order.date === null || today.since(order.date).days > 30).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (order, day) => {
        expect(() => isRecentOrder(order as DatedOrder, day as Temporal.PlainDate)).not.toThrow();
        expect(() => partitionOrders(order as DatedOrder[], day as Temporal.PlainDate)).not.toThrow();
        expect(() => partitionOrders([order] as DatedOrder[], today)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it("does not throw at the edge of Temporal's range", () => {
    const earliest = Temporal.PlainDate.from("-271821-04-19");
    expect(isRecentOrder({ date: earliest }, earliest)).toBe(false);
  });
});
