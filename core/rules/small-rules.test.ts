import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { canExpandActingAs, visibleActingAsEntries } from "./acting-as-list";
import { isKeptAnnouncement } from "../posts/announcement-filter";
import type { TypedAnnouncement } from "../posts/announcement-filter";
import { isHeaderNarrow, isSidebarOpenByDefault } from "./layout-breakpoints";

describe("acting-as list (spec 2: first 4, then all)", () => {
  it("examples", () => {
    const list = [1, 2, 3, 4, 5, 6];
    expect(visibleActingAsEntries(list, false)).toEqual([1, 2, 3, 4]);
    expect(visibleActingAsEntries(list, true)).toEqual(list);
    expect(canExpandActingAs(list)).toBe(true);
    expect(canExpandActingAs([1, 2, 3, 4])).toBe(false);
  });

  it("collapsed shows the first min(4, n) entries; expanded shows all", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (list) => {
        expect(visibleActingAsEntries(list, false)).toEqual(list.slice(0, Math.min(4, list.length)));
        expect(visibleActingAsEntries(list, true)).toEqual(list);
        expect(canExpandActingAs(list)).toBe(visibleActingAsEntries(list, false).length < list.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe("layout breakpoints (spec 2)", () => {
  it("the sidebar opens by itself only above 1219 px; the header is narrow below 1200 px", () => {
    expect(isSidebarOpenByDefault(1219)).toBe(false);
    expect(isSidebarOpenByDefault(1220)).toBe(true);
    expect(isHeaderNarrow(1199)).toBe(true);
    expect(isHeaderNarrow(1200)).toBe(false);
  });

  it("both are monotonic in width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        // open at a width ⇒ open at any wider one; narrow at a width ⇒ narrow at any narrower one
        expect(!isSidebarOpenByDefault(narrow) || isSidebarOpenByDefault(wide)).toBe(true);
        expect(!isHeaderNarrow(wide) || isHeaderNarrow(narrow)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("announcements (spec 3: type 6 and alert_type 2 are kept)", () => {
  it("examples and properties", () => {
    expect(isKeptAnnouncement({ type: 6, alert_type: 2 })).toBe(true);
    expect(isKeptAnnouncement({ type: 6, alert_type: 1 })).toBe(false);
    expect(isKeptAnnouncement({ type: 5, alert_type: 2 })).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (type, alertType) => {
        expect(isKeptAnnouncement({ type, alert_type: alertType })).toBe(type === 6 && alertType === 2);
      }),
      { numRuns: 200 },
    );
  });
});

describe("small rules never throw", () => {
  it("on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() => visibleActingAsEntries(a as unknown[], b as boolean)).not.toThrow();
        expect(() => canExpandActingAs(a as unknown[])).not.toThrow();
        expect(() => isSidebarOpenByDefault(a as number)).not.toThrow();
        expect(() => isHeaderNarrow(a as number)).not.toThrow();
        expect(() => isKeptAnnouncement(a as TypedAnnouncement)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
