import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isFeaturedPost, isPostActive, selectWidgetPosts } from "./post-visibility";
import type { WidgetPost } from "./post-visibility";

const DAY = 86_400_000;
const at = (text: string) => Temporal.Instant.from(text);
const now = at("2026-03-10T12:00:00Z");
const daysFrom = (instant: Temporal.Instant, days: number) =>
  Temporal.Instant.fromEpochMilliseconds(instant.epochMilliseconds + days * DAY);

describe("isPostActive (spec 4, word by word)", () => {
  it("from_stamp + archive_in_days: age since from_stamp < archive_in_days days", () => {
    const from = daysFrom(now, -3);
    expect(isPostActive({ from_stamp: from, archive_in_days: 4 }, now)).toBe(true);
    expect(isPostActive({ from_stamp: from, archive_in_days: 3 }, now)).toBe(false); // age = 3 days, not < 3
    expect(isPostActive({ from_stamp: from, archive_in_days: 2 }, now)).toBe(false);
    // to_stamp and c_stamp do not matter in this branch
    expect(isPostActive({ from_stamp: from, archive_in_days: 4, to_stamp: daysFrom(now, -10) }, now)).toBe(
      true,
    );
  });

  it("from_stamp + archive_in_days: not shown before from_stamp", () => {
    expect(isPostActive({ from_stamp: daysFrom(now, 1), archive_in_days: 10 }, now)).toBe(false);
    expect(isPostActive({ from_stamp: now, archive_in_days: 1 }, now)).toBe(true);
  });

  it("archive_in_days without from_stamp: the same test on c_stamp", () => {
    expect(isPostActive({ c_stamp: daysFrom(now, -1), archive_in_days: 2 }, now)).toBe(true);
    expect(isPostActive({ c_stamp: daysFrom(now, -2), archive_in_days: 2 }, now)).toBe(false);
    expect(isPostActive({ archive_in_days: 2 }, now)).toBe(false);
    // to_stamp is ignored in this branch too
    expect(
      isPostActive({ c_stamp: daysFrom(now, -1), archive_in_days: 2, to_stamp: daysFrom(now, -5) }, now),
    ).toBe(true);
  });

  it("archive_in_days of 0 or null is not set: the window decides", () => {
    const window = { from_stamp: daysFrom(now, -1), to_stamp: daysFrom(now, 1) };
    expect(isPostActive({ ...window, archive_in_days: 0 }, now)).toBe(true);
    expect(isPostActive({ ...window, archive_in_days: null }, now)).toBe(true);
  });

  it("otherwise now between from_stamp and to_stamp, inclusive", () => {
    const from = daysFrom(now, -1);
    const to = daysFrom(now, 1);
    expect(isPostActive({ from_stamp: from, to_stamp: to }, now)).toBe(true);
    expect(isPostActive({ from_stamp: now, to_stamp: to }, now)).toBe(true);
    expect(isPostActive({ from_stamp: from, to_stamp: now }, now)).toBe(true);
    expect(isPostActive({ from_stamp: to, to_stamp: daysFrom(now, 2) }, now)).toBe(false);
    expect(isPostActive({ from_stamp: daysFrom(now, -2), to_stamp: from }, now)).toBe(false);
  });

  it("only from_stamp: shown once started", () => {
    expect(isPostActive({ from_stamp: daysFrom(now, -100) }, now)).toBe(true);
    expect(isPostActive({ from_stamp: daysFrom(now, 1) }, now)).toBe(false);
  });

  it("only to_stamp: shown until it ends; neither stamp: always shown", () => {
    expect(isPostActive({ to_stamp: daysFrom(now, 1) }, now)).toBe(true);
    expect(isPostActive({ to_stamp: daysFrom(now, -1) }, now)).toBe(false);
    expect(isPostActive({}, now)).toBe(true);
    expect(isPostActive({ from_stamp: null, to_stamp: null, c_stamp: daysFrom(now, -400) }, now)).toBe(true);
  });
});

const instantArb = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const optionalInstant = fc.option(instantArb, { nil: undefined });
const postArb: fc.Arbitrary<WidgetPost & { readonly id: number }> = fc.record({
  id: fc.nat(),
  featured: fc.oneof(fc.boolean(), fc.constantFrom(0, 1), fc.constant(null)),
  from_stamp: fc.oneof(optionalInstant, fc.constant(null)),
  to_stamp: fc.oneof(optionalInstant, fc.constant(null)),
  c_stamp: optionalInstant,
  archive_in_days: fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer({ min: -5, max: 400 }),
    fc.double(),
  ),
});

describe("selectWidgetPosts (properties)", () => {
  it("holds only active posts, when most 3 featured then when most 5 others, each group in input order", () => {
    fc.assert(
      fc.property(fc.array(postArb, { maxLength: 40 }), instantArb, (posts, when) => {
        const widget = selectWidgetPosts(posts, when);
        const featured = widget.filter(isFeaturedPost);
        const others = widget.filter((p) => !isFeaturedPost(p));
        expect(featured.length).toBeLessThanOrEqual(3);
        expect(others.length).toBeLessThanOrEqual(5);
        expect(widget).toEqual([...featured, ...others]); // featured first
        for (const post of widget) expect(isPostActive(post, when)).toBe(true);
        // each group is the first active posts of its kind, in input order
        const activeFeatured = posts.filter((p) => isFeaturedPost(p) && isPostActive(p, when));
        const activeOthers = posts.filter((p) => !isFeaturedPost(p) && isPostActive(p, when));
        expect(featured).toEqual(activeFeatured.slice(0, 3));
        expect(others).toEqual(activeOthers.slice(0, 5));
      }),
      { numRuns: 300 },
    );
  });

  it("a post with an archive period, once expired after its start, stays expired", () => {
    fc.assert(
      fc.property(postArb, instantArb, fc.integer({ min: 1, max: 10 * DAY }), (post, when, later) => {
        const period = post.archive_in_days;
        fc.pre(typeof period === "number" && period > 0 && Number.isFinite(period));
        const start = post.from_stamp ?? post.c_stamp;
        fc.pre(start !== null && start !== undefined && when.epochMilliseconds >= start.epochMilliseconds);
        fc.pre(!isPostActive(post, when));
        expect(
          isPostActive(post, Temporal.Instant.fromEpochMilliseconds(when.epochMilliseconds + later)),
        ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("a windowed post is active exactly when now lies within its bounds", () => {
    fc.assert(
      fc.property(optionalInstant, optionalInstant, instantArb, (from, to, when) => {
        const active = isPostActive({ from_stamp: from, to_stamp: to }, when);
        const afterStart = from === undefined || Temporal.Instant.compare(from, when) <= 0;
        const beforeEnd = to === undefined || Temporal.Instant.compare(when, to) <= 0;
        expect(active).toBe(afterStart && beforeEnd);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, when) => {
        expect(() => isPostActive(a as WidgetPost, when as Temporal.Instant)).not.toThrow();
        expect(() => selectWidgetPosts([a, b] as WidgetPost[], when as Temporal.Instant)).not.toThrow();
        expect(() => selectWidgetPosts(a as WidgetPost[], now)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
