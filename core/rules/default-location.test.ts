import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { resolveLocation } from "./default-location";
import type { FranchiseStoreLike, LocationSelection } from "./default-location";

const none = { locationId: null, warehouseId: null };

describe("resolveLocation (spec 4: first franchise store when none is selected)", () => {
  it("selects the first store and its warehouse", () => {
    const stores = [
      { id: 7, warehouse_id: 70 },
      { id: 8, warehouse_id: 80 },
    ];
    expect(resolveLocation(none, stores)).toEqual({ locationId: 7, warehouseId: 70 });
  });

  it("keeps an existing selection", () => {
    const current = { locationId: 8, warehouseId: 80 };
    expect(resolveLocation(current, [{ id: 7, warehouse_id: 70 }])).toBe(current);
  });

  it("without stores nothing changes; a store without warehouse gives warehouse null", () => {
    expect(resolveLocation(none, [])).toEqual(none);
    expect(resolveLocation(none, [{ id: 7 }])).toEqual({ locationId: 7, warehouseId: null });
  });

  it("properties: a selection is kept, an empty one takes the first store", () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: null }),
        fc.option(fc.nat(), { nil: null }),
        fc.array(fc.record({ id: fc.nat(), warehouse_id: fc.option(fc.nat(), { nil: null }) }), {
          maxLength: 5,
        }),
        (locationId, warehouseId, stores) => {
          const current = { locationId, warehouseId };
          const next = resolveLocation(current, stores);
          const first = stores[0];
          const expected =
            locationId !== null || first === undefined
              ? current
              : { locationId: first.id, warehouseId: first.warehouse_id };
          expect(next).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() =>
          resolveLocation(a as LocationSelection<number, number>, b as FranchiseStoreLike<number, number>[]),
        ).not.toThrow();
        expect(() => resolveLocation(none, [a] as FranchiseStoreLike<number, number>[])).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
