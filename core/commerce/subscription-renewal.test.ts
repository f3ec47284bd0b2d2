import { fc, test } from "@fast-check/vitest";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { checkRenewal } from "./subscription-renewal";

const subscription = {
  start_date: Temporal.PlainDate.from("2026-01-01"),
  end_date: Temporal.PlainDate.from("2026-12-31"),
};

const day = fc
  .integer({ min: -800, max: 800 })
  .map((offset) => subscription.start_date.add({ days: offset }));

describe("a subscription's renewal (spec 3)", () => {
  it("accepts the year after, and names what is wrong otherwise", () => {
    expect(checkRenewal(subscription, "2027-01-01", "2027-12-31")).toMatchObject({ ok: true });
    expect(checkRenewal(subscription, "2027-12-31", "2027-01-01")).toEqual({
      ok: false,
      message: "b2b_subscription_renewal_order",
    });
    expect(checkRenewal(subscription, "2026-01-01", "2027-01-01")).toEqual({
      ok: false,
      message: "b2b_subscription_renewal_too_early",
    });
    for (const bad of ["2027-02-30", "27-01-01", "", "2027-1-1", null, 20270101])
      expect(checkRenewal(subscription, bad, "2027-12-31")).toEqual({
        ok: false,
        message: "b2b_subscription_date_invalid",
      });
  });

  test.prop([day, day])(
    "accepted exactly when it starts after the subscription and ends after it starts",
    (start, end) => {
      const result = checkRenewal(subscription, start.toString(), end.toString());
      const expected =
        Temporal.PlainDate.compare(start, subscription.start_date) > 0 &&
        Temporal.PlainDate.compare(end, start) > 0;
      expect(result.ok).toBe(expected);
      if (result.ok) expect(result.renewal.start.equals(start) && result.renewal.end.equals(end)).toBe(true);
    },
  );

  test.prop([fc.anything(), fc.anything()])("never throws on any input", (start, end) => {
    expect(() => checkRenewal(subscription, start, end)).not.toThrow();
  });
});
