import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRingBuffer } from "./ring-buffer";

describe("createRingBuffer", () => {
  it("keeps the newest `capacity` items in order and counts the rest as dropped", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer(), { maxLength: 60 }),
        (capacity, items) => {
          const ring = createRingBuffer<number>(capacity);
          for (const item of items) ring.push(item);
          expect(ring.toArray()).toEqual(items.slice(Math.max(0, items.length - capacity)));
          expect(ring.dropped).toBe(Math.max(0, items.length - capacity));
          expect(ring.size).toBe(Math.min(items.length, capacity));
        },
      ),
    );
  });

  it("refuses a capacity that cannot hold anything", () => {
    expect(() => createRingBuffer(0)).toThrow(RangeError);
  });
});
