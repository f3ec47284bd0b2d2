import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { agenda, entriesByDay, monthWeeks, type CalendarEntry } from "./calendar-month";
import { meetingWindowStart } from "./meeting-window";

const yearMonth = fc
  .record({ year: fc.integer({ min: 1971, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => Temporal.PlainYearMonth.from({ year, month }));

describe("monthWeeks", () => {
  it("November 2026 starts on Monday 26 October and has 6 weeks", () => {
    const weeks = monthWeeks(Temporal.PlainYearMonth.from("2026-11"));
    expect(weeks[0]?.[0]?.toString()).toBe("2026-10-26");
    expect(weeks).toHaveLength(6);
  });

  it("property: whole Monday-to-Sunday weeks that cover every day of the month, in order", () => {
    fc.assert(
      fc.property(yearMonth, (month) => {
        const weeks = monthWeeks(month);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat();
        expect(days[0]?.dayOfWeek).toBe(1);
        expect(days.at(-1)?.dayOfWeek).toBe(7);
        const inMonth = days.filter((d) => d.year === month.year && d.month === month.month);
        expect(inMonth).toHaveLength(month.daysInMonth);
        days.slice(1).forEach((day, i) => expect(day.since(days[i] as Temporal.PlainDate).days).toBe(1));
      }),
    );
  });
});

const entry = fc.record({
  id: fc.uuid(),
  kind: fc.constant("meeting"),
  start: fc.integer({ min: 0, max: 4e12 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms)),
  title: fc.string(),
}) as fc.Arbitrary<CalendarEntry>;

describe("agenda and entriesByDay", () => {
  it("property: the agenda is in time order and keeps every entry", () => {
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const sorted = agenda(entries);
        expect(sorted).toHaveLength(entries.length);
        sorted
          .slice(1)
          .forEach((e, i) =>
            expect(Temporal.Instant.compare((sorted[i] as CalendarEntry).start, e.start)).toBeLessThanOrEqual(
              0,
            ),
          );
      }),
    );
  });

  it("property: each entry is on the day its start falls on in the zone", () => {
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const days = entriesByDay(entries, "Europe/Athens");
        expect([...days.values()].flat()).toHaveLength(entries.length);
        for (const [day, list] of days)
          for (const e of list)
            expect(e.start.toZonedDateTimeISO("Europe/Athens").toPlainDate().toString()).toBe(day);
      }),
    );
  });
});

describe("meetingWindowStart", () => {
  it("pins the start of the day and of the year in Athens", () => {
    const now = Temporal.Instant.from("2026-11-24T21:30:00Z"); // 23:30 in Athens
    expect(meetingWindowStart("day", now, "Europe/Athens").toString()).toBe("2026-11-23T22:00:00Z");
    expect(meetingWindowStart("year", now, "Europe/Athens").toString()).toBe("2025-12-31T22:00:00Z");
  });

  it("property: the start is never after now and at most a day (a year) before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (ms) => {
        const now = Temporal.Instant.fromEpochMilliseconds(ms);
        const day = meetingWindowStart("day", now, "Europe/Athens");
        const year = meetingWindowStart("year", now, "Europe/Athens");
        expect(Temporal.Instant.compare(day, now)).toBeLessThanOrEqual(0);
        expect(now.since(day).total("hours")).toBeLessThanOrEqual(25);
        expect(Temporal.Instant.compare(year, day)).toBeLessThanOrEqual(0);
        expect(now.since(year).total("hours")).toBeLessThanOrEqual(367 * 24);
      }),
    );
  });
});
