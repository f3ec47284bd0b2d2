import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isPostActive, type PostSchedule } from "../rules/post-visibility";
import { inPostWindow, postPhase, postWindow } from "./post-window";

const DAY = 86_400_000;
const ms = (n: number) => Temporal.Instant.fromEpochMilliseconds(n);
const BASE = Date.UTC(2026, 2, 10, 12);

const instant = fc.option(fc.integer({ min: BASE - 400 * DAY, max: BASE + 400 * DAY }).map(ms), {
  nil: null,
});
const schedule: fc.Arbitrary<PostSchedule> = fc.record({
  from_stamp: instant,
  to_stamp: instant,
  c_stamp: instant,
  archive_in_days: fc.option(fc.integer({ min: -2, max: 400 }), { nil: null }),
});

describe("postWindow: the widget rule of spec 4 as two stored bounds", () => {
  it("says the same as isPostActive at every instant (and at the bounds themselves)", () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: BASE - 800 * DAY, max: BASE + 800 * DAY }), (post, now) => {
        const window = postWindow(post);
        const instants = [
          now,
          window.fromMs,
          window.untilMs,
          (window.untilMs ?? now) + 1,
          (window.fromMs ?? now) - 1,
        ];
        const at = instants.filter((i): i is number => i !== null);
        expect(at.map((i) => inPostWindow(window, i))).toEqual(at.map((i) => isPostActive(post, ms(i))));
      }),
      { numRuns: 2000 },
    );
  });

  it("phases: scheduled before, active inside, expired after", () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: BASE - 800 * DAY, max: BASE + 800 * DAY }), (post, now) => {
        const window = postWindow(post);
        const phase = postPhase(window, now);
        expect(inPostWindow(window, now)).toBe(phase === "active");
      }),
    );
  });

  it("pins the spec's cases", () => {
    const from = ms(BASE);
    // from_stamp and 3 archive days: the last active millisecond is 3 days minus one after the start.
    expect(postWindow({ from_stamp: from, archive_in_days: 3 })).toEqual({
      fromMs: BASE,
      untilMs: BASE + 3 * DAY - 1,
    });
    // archive days without from_stamp: counted from c_stamp, no start.
    expect(postWindow({ c_stamp: from, archive_in_days: 14 })).toEqual({
      fromMs: null,
      untilMs: BASE + 14 * DAY - 1,
    });
    // only from_stamp: shown once started, never ends.
    expect(postWindow({ from_stamp: from })).toEqual({ fromMs: BASE, untilMs: null });
    expect(postPhase(postWindow({ from_stamp: from }), BASE - 1)).toBe("scheduled");
    expect(postPhase(postWindow({ to_stamp: from }), BASE + 1)).toBe("expired");
  });
});
