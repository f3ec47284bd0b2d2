import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { jobSlotMs } from "./job-slot";

const instants = fc.integer({ min: 0, max: 8_640_000_000_000 });
const periods = fc.integer({ min: 1, max: 366 * 86_400_000 });

describe("jobSlotMs", () => {
  test.prop([instants, periods])(
    "the slot starts at or before the instant, less than a period before",
    (at, period) => {
      const slot = jobSlotMs(at, period);
      expect(slot).toBeLessThanOrEqual(at);
      expect(at - slot).toBeLessThan(period);
      expect(slot % period).toBe(0);
    },
  );

  test.prop([instants, periods, fc.integer({ min: 0, max: 1_000_000 })])(
    "every instant of one period has the same slot; the next period has the next slot",
    (at, period, offset) => {
      const slot = jobSlotMs(at, period);
      expect(jobSlotMs(slot + (offset % period), period)).toBe(slot);
      expect(jobSlotMs(slot + period, period)).toBe(slot + period);
    },
  );

  it("pins the hourly and ten-minute slots of the reminders and the retention job", () => {
    const at = Date.UTC(2026, 10, 27, 9, 47, 12, 345);
    expect(new Date(jobSlotMs(at, 3_600_000)).toISOString()).toBe("2026-11-27T09:00:00.000Z");
    expect(new Date(jobSlotMs(at, 600_000)).toISOString()).toBe("2026-11-27T09:40:00.000Z");
    expect(new Date(jobSlotMs(at, 86_400_000)).toISOString()).toBe("2026-11-27T00:00:00.000Z");
  });
});
