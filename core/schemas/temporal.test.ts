import { fc } from "@fast-check/vitest";
import * as Schema from "effect/Schema";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { isInvalid, isOk, makeDecoder, makeEncoder } from "./decode";
import { InstantFromString, PlainDateFromString } from "./temporal";

const Stamped = Schema.Struct({ c_stamp: InstantFromString, eval_date: PlainDateFromString });
const decode = makeDecoder("Stamped", Stamped);
const encode = makeEncoder("Stamped", Stamped);

const valueOf = (input: unknown) => {
  const result = decode(input);
  return isOk(result) ? result.value : undefined;
};
const pathsOf = (input: unknown) => {
  const result = decode(input);
  return isInvalid(result) ? result.error.paths : [];
};
const wireOf = (value: typeof Stamped.Type) => {
  const result = encode(value);
  return isOk(result) ? result.value : undefined;
};

const holds = <T>(property: fc.IPropertyWithHooks<T>) =>
  fc.defaultReportMessage(fc.check(property, { numRuns: 100 }));

const DAY = "2026-11-22";
const STAMP = "2026-11-22T10:15:00Z";

describe("InstantFromString", () => {
  it("decodes a UTC ISO-8601 string to a Temporal.Instant", () => {
    const value = valueOf({ c_stamp: STAMP, eval_date: DAY });
    expect(value?.c_stamp).toBeInstanceOf(Temporal.Instant);
    expect(value?.c_stamp.epochMilliseconds).toBe(Date.UTC(2026, 10, 22, 10, 15, 0));
  });

  it("accepts an explicit offset and encodes back in UTC with Z", () => {
    const value = valueOf({ c_stamp: "2026-11-22T12:15:00+02:00", eval_date: DAY });
    expect(value && wireOf(value)).toEqual({ c_stamp: STAMP, eval_date: DAY });
  });

  it("keeps milliseconds", () => {
    const value = valueOf({ c_stamp: "2026-11-22T10:15:00.123Z", eval_date: DAY });
    expect(value && wireOf(value)?.c_stamp).toBe("2026-11-22T10:15:00.123Z");
  });

  it.each([
    "2026-11-22T10:15:00", // no zone: which instant would it be?
    "2026-11-22",
    "2026-13-01T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "yesterday",
    "",
  ])("rejects %j naming c_stamp", (text) => {
    expect(pathsOf({ c_stamp: text, eval_date: DAY })).toEqual([["c_stamp"]]);
  });

  it("rejects epoch numbers naming c_stamp", () => {
    expect(pathsOf({ c_stamp: 1_700_000_000_000, eval_date: DAY })).toEqual([["c_stamp"]]);
  });

  it("round-trips any instant between 1970 and 2100", () => {
    const property = fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
      const instant = Temporal.Instant.fromEpochMilliseconds(ms);
      const wire = wireOf({ c_stamp: instant, eval_date: Temporal.PlainDate.from(DAY) });
      return wire?.c_stamp === instant.toString() && valueOf(wire)?.c_stamp.equals(instant) === true;
    });
    expect(holds(property)).toBeUndefined();
  });
});

describe("PlainDateFromString", () => {
  it("decodes YYYY-MM-DD to a Temporal.PlainDate", () => {
    const value = valueOf({ c_stamp: STAMP, eval_date: "2024-02-29" });
    expect(value?.eval_date).toBeInstanceOf(Temporal.PlainDate);
    expect(value?.eval_date.toString()).toBe("2024-02-29");
  });

  it.each(["2025-02-29", "2026-04-31", "2026-00-10", "26-01-01", "2026-1-1", "2026-01-01T00:00"])(
    "rejects %j naming eval_date",
    (text) => {
      expect(pathsOf({ c_stamp: STAMP, eval_date: text })).toEqual([["eval_date"]]);
    },
  );

  it("round-trips any date between 1970 and 2100", () => {
    const property = fc.property(fc.integer({ min: 0, max: 47_000 }), (days) => {
      const date = Temporal.PlainDate.from("1970-01-01").add({ days });
      const wire = wireOf({ c_stamp: Temporal.Instant.fromEpochMilliseconds(0), eval_date: date });
      return wire?.eval_date === date.toString() && valueOf(wire)?.eval_date.equals(date) === true;
    });
    expect(holds(property)).toBeUndefined();
  });
});
