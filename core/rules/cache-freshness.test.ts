import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isCacheStale } from "./cache-freshness";

const now = Temporal.Instant.from("2026-03-10T12:00:00Z");
const ago = (ms: number) => Temporal.Instant.fromEpochMilliseconds(now.epochMilliseconds - ms);
const MINUTE = 60_000;

describe("isCacheStale (spec 4: refresh only if older than 4 minutes)", () => {
  it("examples", () => {
    expect(isCacheStale(null, now)).toBe(true);
    expect(isCacheStale(undefined, now)).toBe(true);
    expect(isCacheStale(now, now)).toBe(false);
    expect(isCacheStale(ago(4 * MINUTE - 1), now)).toBe(false);
    expect(isCacheStale(ago(4 * MINUTE), now)).toBe(false);
    expect(isCacheStale(ago(4 * MINUTE + 1), now)).toBe(true);
    expect(isCacheStale(ago(-1), now)).toBe(true); // fetched "in the future": the clock moved back
  });

  it("is monotonic in age: once stale, older is stale too", () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 * MINUTE }), fc.nat({ max: 60 * MINUTE }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        // stale at the younger age ⇒ stale at the older age
        expect(!isCacheStale(ago(young), now) || isCacheStale(ago(old), now)).toBe(true);
        expect(isCacheStale(ago(a), now)).toBe(a > 4 * MINUTE);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (fetchedAt, when) => {
        expect(isCacheStale(fetchedAt as Temporal.Instant, when as Temporal.Instant)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
