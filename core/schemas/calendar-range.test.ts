import { fc } from "@fast-check/vitest";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  CALENDAR_MAX_YEAR,
  CALENDAR_MIN_YEAR,
  dateInCalendarRange,
  instantInCalendarRange,
  readCalendarDate,
  readCalendarInstant,
} from "./calendar-range";

const holds = <T>(property: fc.IPropertyWithHooks<T>) =>
  fc.defaultReportMessage(fc.check(property, { numRuns: 200 }));

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Any Temporal-readable day, far beyond the range on both sides (years -271820..275759). */
const anyDay = fc
  .integer({ min: -100_000_000, max: 100_000_000 })
  .map((days) => Temporal.PlainDate.from("1970-01-01").add({ days }));
const anyInstant = fc
  .integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe("the calendar range (issue 29 item 2)", () => {
  it("pins the range: 1900-01-01 to 2200-12-31, instants in [1900-01-01T00:00Z, 2201-01-01T00:00Z)", () => {
    expect([CALENDAR_MIN_YEAR, CALENDAR_MAX_YEAR]).toEqual([1900, 2200]);
    expect(readCalendarDate("1900-01-01")?.toString()).toBe("1900-01-01");
    expect(readCalendarDate("2200-12-31")?.toString()).toBe("2200-12-31");
    expect(readCalendarDate("1899-12-31")).toBeUndefined();
    expect(readCalendarDate("2201-01-01")).toBeUndefined();
    expect(readCalendarDate("0000-01-01")).toBeUndefined();
    expect(readCalendarDate("2026-02-30")).toBeUndefined();
    expect(readCalendarDate("+010000-01-01")).toBeUndefined();
    expect(readCalendarInstant("1900-01-01T00:00:00Z")?.toString()).toBe("1900-01-01T00:00:00Z");
    expect(readCalendarInstant("2200-12-31T23:59:59.999Z")).toBeDefined();
    expect(readCalendarInstant("2201-01-01T00:00:00Z")).toBeUndefined();
    expect(readCalendarInstant("1900-01-01T00:30:00+01:00")).toBeUndefined();
    for (const text of ["0000-01-01T00:00:00Z", "-271821-04-20T00:00:00Z", "+275760-09-13T00:00:00Z"])
      expect(readCalendarInstant(text)).toBeUndefined();
    expect(readCalendarInstant("2026-11-22T10:15")).toBeUndefined();
    expect(readCalendarInstant(20261122)).toBeUndefined();
  });

  it("a day is read back exactly when its year is in 1900..2200, and never throws", () => {
    expect(
      holds(
        fc.property(anyDay, (day) => {
          const inside = day.year >= CALENDAR_MIN_YEAR && day.year <= CALENDAR_MAX_YEAR;
          const text = day.toString();
          const read = readCalendarDate(text);
          return (
            dateInCalendarRange(day) === inside && (inside ? read?.equals(day) === true : read === undefined)
          );
        }),
      ),
    ).toBeUndefined();
  });

  it("an instant is read back exactly when its UTC year is in 1900..2200, whatever offset it is written in", () => {
    expect(
      holds(
        fc.property(anyInstant, fc.integer({ min: -14, max: 14 }), (instant, hours) => {
          const utcYear = instant.toZonedDateTimeISO("UTC").year;
          const inside = utcYear >= CALENDAR_MIN_YEAR && utcYear <= CALENDAR_MAX_YEAR;
          const offset = `${hours < 0 ? "-" : "+"}${pad(Math.abs(hours), 2)}:00`;
          const text = instant.toString({ timeZone: offset });
          const read = readCalendarInstant(text);
          return (
            instantInCalendarRange(instant) === inside &&
            (inside ? read?.equals(instant) === true : read === undefined)
          );
        }),
      ),
    ).toBeUndefined();
  });

  it("any text at all is either a value in the range or undefined", () => {
    expect(
      holds(
        fc.property(fc.string({ maxLength: 40 }), (text) => {
          const date = readCalendarDate(text);
          const instant = readCalendarInstant(text);
          return (
            (date === undefined || dateInCalendarRange(date)) &&
            (instant === undefined || instantInCalendarRange(instant))
          );
        }),
      ),
    ).toBeUndefined();
  });
});
