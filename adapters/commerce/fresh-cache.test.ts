import { fc, test } from "@fast-check/vitest";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { ORDER_INVOICE_CACHE_LIFETIME_MS } from "../../core/constants/portal-constants";
import { createFreshCache } from "./fresh-cache";

/** A clock the test moves by hand. */
function simulatedClock() {
  let ms = Date.UTC(2026, 10, 24, 9, 0, 0);
  return {
    now: () => Temporal.Instant.fromEpochMilliseconds(ms),
    advance: (by: number) => {
      ms += by;
    },
  };
}

function counter() {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return Promise.resolve(calls);
    },
    calls: () => calls,
  };
}

describe("the 4-minute order and invoice cache (spec 4)", () => {
  it("reuses an answer up to exactly 4 minutes old, and reads again one millisecond later", async () => {
    const clock = simulatedClock();
    const cache = createFreshCache<number>(clock.now);
    const source = counter();
    expect(await cache.read("orders:1", source.load, false)).toBe(1);
    clock.advance(ORDER_INVOICE_CACHE_LIFETIME_MS);
    expect(await cache.read("orders:1", source.load, false)).toBe(1);
    clock.advance(1);
    expect(await cache.read("orders:1", source.load, false)).toBe(2);
  });

  it("a fresh read (store change, refresh) always goes to the server, and other keys are apart", async () => {
    const clock = simulatedClock();
    const cache = createFreshCache<number>(clock.now);
    const source = counter();
    await cache.read("orders:1", source.load, false);
    expect(await cache.read("orders:1", source.load, true)).toBe(2);
    expect(await cache.read("orders:2", source.load, false)).toBe(3);
    expect(await cache.read("orders:1", source.load, false)).toBe(2);
  });

  it("does not keep a failure", async () => {
    const clock = simulatedClock();
    const cache = createFreshCache<number>(clock.now);
    await expect(cache.read("k", () => Promise.reject(new Error("offline")), false)).rejects.toThrow(
      "offline",
    );
    expect(await cache.read("k", () => Promise.resolve(5), false)).toBe(5);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 10 * 60 * 1000 }), { minLength: 1, maxLength: 20 })])(
    "reads the server exactly when the kept answer is older than 4 minutes",
    async (gaps) => {
      const clock = simulatedClock();
      const cache = createFreshCache<number>(clock.now);
      const source = counter();
      await cache.read("k", source.load, false);
      let age = 0;
      let expectedCalls = 1;
      for (const gap of gaps) {
        clock.advance(gap);
        age += gap;
        if (age > ORDER_INVOICE_CACHE_LIFETIME_MS) {
          expectedCalls += 1;
          age = 0;
        }
        await cache.read("k", source.load, false);
        expect(source.calls()).toBe(expectedCalls);
      }
    },
  );
});
