import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { peopleToRemind, reachPercent, summariseReach } from "./post-reach";

describe("read reach", () => {
  it("the percentage is whole, 0..100, and 100 only when everyone confirmed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (done, total) => {
        const percent = reachPercent(done, total);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(total > 0 && done < total && percent === 100).toBe(false);
      }),
    );
  });

  it("pins the numbers", () => {
    expect(reachPercent(199, 200)).toBe(99);
    expect(reachPercent(1, 3)).toBe(33);
    expect(reachPercent(0, 0)).toBe(0);
    expect(reachPercent(3, 3)).toBe(100);
  });

  it("reminds exactly those who have not confirmed, each once", () => {
    const person = fc.record({
      userId: fc.integer({ min: 1, max: 20 }),
      name: fc.string(),
      acknowledged: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ storeId: fc.nat(), storeTitle: fc.string(), people: fc.array(person) })),
        (stores) => {
          // One person has one acknowledgement whatever the store: make the generated data agree.
          const acked = new Map<number, boolean>();
          const consistent = stores.map((s) => ({
            ...s,
            people: s.people.map((p) => {
              const a = acked.get(p.userId) ?? p.acknowledged;
              acked.set(p.userId, a);
              return { ...p, acknowledged: a };
            }),
          }));
          const remind = peopleToRemind(consistent);
          expect(new Set(remind).size).toBe(remind.length);
          expect(remind).toEqual(
            [...acked.entries()]
              .filter(([, a]) => !a)
              .map(([id]) => id)
              .sort((x, y) => x - y),
          );
        },
      ),
    );
    expect(
      summariseReach([
        { userId: 1, name: "Α", acknowledged: true },
        { userId: 2, name: "Β", acknowledged: false },
      ]),
    ).toEqual({
      acknowledged: 1,
      total: 2,
      percent: 50,
    });
  });
});
