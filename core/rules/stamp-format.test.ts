import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import * as Result from "effect/Result";
import { Temporal } from "temporal-polyfill";
import { LIST_DATE_FORMAT_DASH, LIST_DATE_FORMAT_SLASH } from "../constants/portal-constants";
import { formatInstant, formatPlainDate, todayInZone } from "./stamp-format";

const instant = Temporal.Instant.from("2026-11-22T10:05:09Z");
const ok = (value: string) => Result.succeed(value);

describe("formatInstant (spec 9: stamp_format, UTC converted to local time)", () => {
  it("converts to the zone before formatting", () => {
    expect(formatInstant(instant, "DD/MM/YYYY HH:mm", "Europe/Athens")).toEqual(ok("22/11/2026 12:05"));
    expect(formatInstant(instant, "DD/MM/YYYY HH:mm", "UTC")).toEqual(ok("22/11/2026 10:05"));
    expect(formatInstant(instant, "DD/MM/YYYY HH:mm", "America/New_York")).toEqual(ok("22/11/2026 05:05"));
    // summer time in Athens is UTC+3
    expect(
      formatInstant(Temporal.Instant.from("2026-07-01T21:30:00Z"), "YYYY-MM-DD HH:mm", "Europe/Athens"),
    ).toEqual(ok("2026-07-02 00:30"));
  });

  it("supports every token", () => {
    const early = Temporal.Instant.from("2026-03-04T07:08:09Z");
    expect(formatInstant(early, "D M YY H hh h mm ss A", "UTC")).toEqual(ok("4 3 26 7 07 7 08 09 AM"));
    expect(formatInstant(instant, "DD MM YYYY HH hh h A", "UTC")).toEqual(ok("22 11 2026 10 10 10 AM"));
    const afternoon = Temporal.Instant.from("2026-03-04T15:00:00Z");
    expect(formatInstant(afternoon, "hh:mm A", "UTC")).toEqual(ok("03:00 PM"));
    const midnight = Temporal.Instant.from("2026-03-04T00:00:00Z");
    expect(formatInstant(midnight, "hh A|HH", "UTC")).toEqual(ok("12 AM|00"));
    const noon = Temporal.Instant.from("2026-03-04T12:00:00Z");
    expect(formatInstant(noon, "hh A", "UTC")).toEqual(ok("12 PM"));
  });

  it("passes unknown tokens and bracketed text through literally", () => {
    expect(formatInstant(instant, "YYYY-MM-DDTHH:mm:ss", "UTC")).toEqual(ok("2026-11-22T10:05:09"));
    expect(formatInstant(instant, "MMM Do dddd Q", "UTC")).toEqual(ok("MMM 22o dddd Q"));
    expect(formatInstant(instant, "[Date:] DD [at] HH", "UTC")).toEqual(ok("Date: 22 at 10"));
    expect(formatInstant(instant, "[DD", "UTC")).toEqual(ok("[22"));
    expect(formatInstant(instant, "", "UTC")).toEqual(ok(""));
  });

  it("a bad zone is a typed failure, not an exception", () => {
    expect(formatInstant(instant, "DD", "Mars/Olympus_Mons")).toEqual(
      Result.fail({ _tag: "InvalidTimeZone", zone: "Mars/Olympus_Mons" }),
    );
    expect(formatInstant(instant, "DD", "")).toEqual(Result.fail({ _tag: "InvalidTimeZone", zone: "" }));
    expect(formatInstant("2026" as unknown as Temporal.Instant, "DD", "UTC")).toEqual(
      Result.fail({ _tag: "InvalidInstant" }),
    );
  });
});

describe("list date formats and today", () => {
  it("formats plain dates with the fixed list formats", () => {
    const date = Temporal.PlainDate.from("2026-02-03");
    expect(formatPlainDate(date, LIST_DATE_FORMAT_DASH)).toBe("03-02-2026");
    expect(formatPlainDate(date, LIST_DATE_FORMAT_SLASH)).toBe("03/02/2026");
    expect(formatPlainDate(date, "DD/MM/YYYY HH:mm")).toBe("03/02/2026 00:00");
    expect(formatPlainDate("x" as unknown as Temporal.PlainDate, "DD")).toBe("");
  });

  it("todayInZone gives the zone's calendar date", () => {
    const lateUtc = Temporal.Instant.from("2026-03-10T23:30:00Z");
    expect(todayInZone(lateUtc, "Europe/Athens")).toEqual(
      Result.succeed(Temporal.PlainDate.from("2026-03-11")),
    );
    expect(todayInZone(lateUtc, "UTC")).toEqual(Result.succeed(Temporal.PlainDate.from("2026-03-10")));
    expect(Result.isFailure(todayInZone(lateUtc, "Nowhere/Land"))).toBe(true);
  });
});

const ZONES = [
  "UTC",
  "Europe/Athens",
  "Europe/Bucharest",
  "Europe/Berlin",
  "Asia/Nicosia",
  "America/New_York",
  "America/St_Johns",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
] as const;
const instantArb = fc
  .integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }) // 1900..2100
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const PARSE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

describe("formatInstant (properties)", () => {
  it("round-trips: the formatted wall clock maps back to the instant (to the second) in its zone", () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...ZONES), (at, zone) => {
        const result = formatInstant(at, "YYYY-MM-DD HH:mm:ss", zone);
        expect(Result.isSuccess(result)).toBe(true);
        if (!Result.isSuccess(result)) return;
        const match = PARSE.exec(result.success);
        expect(match).not.toBeNull();
        if (match === null) return;
        const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
        const wallClock = Temporal.PlainDateTime.from({ year, month, day, hour, minute, second });
        const earlier = wallClock.toZonedDateTime(zone, { disambiguation: "earlier" }).toInstant();
        const later = wallClock.toZonedDateTime(zone, { disambiguation: "later" }).toInstant();
        const truncated = at.round({ smallestUnit: "second", roundingMode: "floor" });
        expect([earlier.epochMilliseconds, later.epochMilliseconds]).toContain(truncated.epochMilliseconds);
      }),
      { numRuns: 500 },
    );
  });

  it("the date tokens agree with the list formats and todayInZone", () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...ZONES), (at, zone) => {
        const today = todayInZone(at, zone);
        if (!Result.isSuccess(today)) throw new Error("valid zone failed");
        expect(formatInstant(at, LIST_DATE_FORMAT_DASH, zone)).toEqual(
          ok(formatPlainDate(today.success, LIST_DATE_FORMAT_DASH)),
        );
        expect(formatPlainDate(today.success, LIST_DATE_FORMAT_SLASH)).toBe(
          `${String(today.success.day).padStart(2, "0")}/${String(today.success.month).padStart(2, "0")}/${today.success.year}`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("copies any text without token letters unchanged", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[YMDHhmsA[]/.test(s)),
        (pattern) => {
          expect(formatInstant(instant, pattern, "UTC")).toEqual(ok(pattern));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (at, pattern, zone) => {
        expect(() => formatInstant(at as Temporal.Instant, pattern as string, zone as string)).not.toThrow();
        expect(() => formatInstant(instant, pattern as string, zone as string)).not.toThrow();
        expect(() => formatPlainDate(at as Temporal.PlainDate, pattern as string)).not.toThrow();
        expect(() => todayInZone(at as Temporal.Instant, zone as string)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
