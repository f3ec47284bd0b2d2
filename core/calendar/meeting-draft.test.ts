import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { instantToLocal, localToInstant, meetingDraftIsValid } from "./meeting-draft";

describe("the meeting form's date-time", () => {
  it("pins Athens winter time (UTC+2)", () => {
    expect(localToInstant("2026-12-01T09:30", "Europe/Athens")).toBe("2026-12-01T07:30:00Z");
    expect(instantToLocal("2026-12-01T07:30:00Z", "Europe/Athens")).toBe("2026-12-01T09:30");
    expect(localToInstant("2026-02-30T09:30", "Europe/Athens")).toBe("");
    expect(localToInstant("tomorrow", "Europe/Athens")).toBe("");
  });

  it("the hour that repeats when the clocks go back reads as its first pass", () => {
    // 25 October 2026: 04:00 summer time becomes 03:00 winter time, so 03:00–03:59 happens twice;
    // the form's date-time input cannot tell the two apart, and the earlier one is taken.
    expect(instantToLocal("2026-10-25T01:00:00Z", "Europe/Athens")).toBe("2026-10-25T03:00");
    expect(instantToLocal("2026-10-25T00:00:00Z", "Europe/Athens")).toBe("2026-10-25T03:00");
    expect(localToInstant("2026-10-25T03:00", "Europe/Athens")).toBe("2026-10-25T00:00:00Z");
  });

  it("property: a whole-minute instant goes to the input and back, to itself or, in the repeated hour, to its first pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000_000 }), (minutes) => {
        const instant = Temporal.Instant.fromEpochMilliseconds(minutes * 60_000).toString();
        const local = instantToLocal(instant, "Europe/Athens");
        const back = localToInstant(local, "Europe/Athens");
        // The same wall-clock time on the form, whichever pass it is.
        expect(instantToLocal(back, "Europe/Athens")).toBe(local);
        const hoursEarlier = Temporal.Instant.from(instant).since(Temporal.Instant.from(back)).total("hours");
        expect([0, 1]).toContain(hoursEarlier);
      }),
    );
  });

  it("a draft is valid by core's meeting rule at now; a bad now is never valid", () => {
    const draft = {
      dateTime: "2026-12-01T07:30:00Z",
      description: "Σύσκεψη",
      duration_minutes: 60,
      store_ids: [1],
      roles: [],
    };
    expect(meetingDraftIsValid(draft, "2026-11-24T10:00:00Z")).toBe(true);
    expect(meetingDraftIsValid(draft, "2026-12-02T10:00:00Z")).toBe(false);
    expect(meetingDraftIsValid(draft, "not a time")).toBe(false);
  });
});
