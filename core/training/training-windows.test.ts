import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import {
  examWindowState,
  isCurrentTraining,
  isExamOpen,
  isExamOpenAt,
  isUpcomingTraining,
} from "./training-windows";
import type { TrainingWindow } from "./training-windows";

const date = (text: string) => Temporal.PlainDate.from(text);
const today = date("2026-03-10");

describe("training windows (spec 4)", () => {
  it("current: start at or before today, end at or after today, status started", () => {
    expect(
      isCurrentTraining(
        { start_date: date("2026-03-01"), end_date: date("2026-03-20"), status: "started" },
        today,
      ),
    ).toBe(true);
    expect(isCurrentTraining({ start_date: today, end_date: today, status: "started" }, today)).toBe(true);
    expect(
      isCurrentTraining(
        { start_date: date("2026-03-01"), end_date: date("2026-03-20"), status: "scheduled" },
        today,
      ),
    ).toBe(false);
    expect(
      isCurrentTraining(
        { start_date: date("2026-03-11"), end_date: date("2026-03-20"), status: "started" },
        today,
      ),
    ).toBe(false);
    expect(
      isCurrentTraining(
        { start_date: date("2026-03-01"), end_date: date("2026-03-09"), status: "started" },
        today,
      ),
    ).toBe(false);
  });

  it("upcoming: start and end after today, status scheduled", () => {
    expect(
      isUpcomingTraining(
        { start_date: date("2026-03-11"), end_date: date("2026-03-12"), status: "scheduled" },
        today,
      ),
    ).toBe(true);
    expect(
      isUpcomingTraining({ start_date: today, end_date: date("2026-03-12"), status: "scheduled" }, today),
    ).toBe(false);
    expect(
      isUpcomingTraining(
        { start_date: date("2026-03-11"), end_date: date("2026-03-12"), status: "started" },
        today,
      ),
    ).toBe(false);
  });

  it("exam open: today between start and end, inclusive, whatever the status", () => {
    expect(isExamOpen({ start_date: today, end_date: today }, today)).toBe(true);
    expect(
      isExamOpen(
        { start_date: date("2026-03-01"), end_date: date("2026-03-10"), status: "scheduled" },
        today,
      ),
    ).toBe(true);
    expect(isExamOpen({ start_date: date("2026-03-11"), end_date: date("2026-03-12") }, today)).toBe(false);
    expect(isExamOpen({ start_date: null, end_date: date("2026-03-12") }, today)).toBe(false);
  });
});

const dateArb = fc
  .integer({ min: -2000, max: 2000 })
  .map((days) => Temporal.PlainDate.from("2026-01-01").add({ days }));
const trainingArb: fc.Arbitrary<TrainingWindow> = fc.record({
  start_date: fc.option(dateArb, { nil: undefined }),
  end_date: fc.option(dateArb, { nil: undefined }),
  status: fc.constantFrom("started", "scheduled", "other", undefined),
});

describe("training windows (properties)", () => {
  it("agree with Temporal's own date order", () => {
    fc.assert(
      fc.property(
        dateArb,
        dateArb,
        dateArb,
        fc.constantFrom("started", "scheduled"),
        (start, end, day, status) => {
          const training = { start_date: start, end_date: end, status };
          const within =
            Temporal.PlainDate.compare(start, day) <= 0 && Temporal.PlainDate.compare(day, end) <= 0;
          const ahead =
            Temporal.PlainDate.compare(start, day) > 0 && Temporal.PlainDate.compare(end, day) > 0;
          expect(isExamOpen(training, day)).toBe(within);
          expect(isCurrentTraining(training, day)).toBe(within && status === "started");
          expect(isUpcomingTraining(training, day)).toBe(ahead && status === "scheduled");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("current and upcoming are never both true; current implies the exam window is open", () => {
    fc.assert(
      fc.property(trainingArb, dateArb, (training, day) => {
        expect(isCurrentTraining(training, day) && isUpcomingTraining(training, day)).toBe(false);
        // current ⇒ exam open; upcoming ⇒ exam not open
        expect(!isCurrentTraining(training, day) || isExamOpen(training, day)).toBe(true);
        expect(!isUpcomingTraining(training, day) || !isExamOpen(training, day)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (training, day) => {
        for (const rule of [isCurrentTraining, isUpcomingTraining, isExamOpen]) {
          expect(() => rule(training as TrainingWindow, day as Temporal.PlainDate)).not.toThrow();
          expect(rule(training as TrainingWindow, day as Temporal.PlainDate)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});

const ZONES = [
  "Europe/Athens",
  "UTC",
  "America/New_York",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Asia/Kolkata",
];
const instant = (text: string) => Temporal.Instant.from(text);

describe("exam window at an instant (examples)", () => {
  const exam = { start_date: date("2026-03-10"), end_date: date("2026-03-12") };

  it("opens at midnight of the start day in Athens and closes after the last moment of the end day", () => {
    // Athens is UTC+2 in March (before the last Sunday): 2026-03-10T00:00+02:00 is 2026-03-09T22:00Z.
    expect(isExamOpenAt(exam, instant("2026-03-09T21:59:59.999Z"), "Europe/Athens")).toBe(false);
    expect(isExamOpenAt(exam, instant("2026-03-09T22:00:00Z"), "Europe/Athens")).toBe(true);
    expect(isExamOpenAt(exam, instant("2026-03-12T21:59:59.999Z"), "Europe/Athens")).toBe(true);
    expect(isExamOpenAt(exam, instant("2026-03-12T22:00:00Z"), "Europe/Athens")).toBe(false);
  });

  it("the same instant can be inside in one zone and outside in another", () => {
    const at = instant("2026-03-09T23:00:00Z");
    expect(isExamOpenAt(exam, at, "Europe/Athens")).toBe(true); // 01:00 on the 10th
    expect(isExamOpenAt(exam, at, "UTC")).toBe(false); // 23:00 on the 9th
  });

  it("a one-day exam (start equals end) is open that whole day only", () => {
    const oneDay = { start_date: date("2026-07-01"), end_date: date("2026-07-01") };
    // Athens is UTC+3 in July.
    expect(isExamOpenAt(oneDay, instant("2026-06-30T21:00:00Z"), "Europe/Athens")).toBe(true);
    expect(isExamOpenAt(oneDay, instant("2026-07-01T20:59:59Z"), "Europe/Athens")).toBe(true);
    expect(isExamOpenAt(oneDay, instant("2026-07-01T21:00:00Z"), "Europe/Athens")).toBe(false);
  });

  it("an unknown zone opens nothing", () => {
    expect(isExamOpenAt(exam, instant("2026-03-11T12:00:00Z"), "Mars/Olympus")).toBe(false);
  });
});

describe("exam window at an instant (properties around the boundaries)", () => {
  const boundaryArb = fc.record({
    start: dateArb,
    length: fc.integer({ min: 0, max: 30 }),
    zone: fc.constantFrom(...ZONES),
    // Milliseconds around a day's first moment (negative: the day before).
    offset: fc.integer({ min: -3_600_000, max: 3_600_000 }),
  });

  it("open exactly from the first moment of the start day to just before the day after the end, in the zone", () => {
    fc.assert(
      fc.property(boundaryArb, ({ start, length, zone, offset }) => {
        const end = start.add({ days: length });
        const training = { start_date: start, end_date: end };
        const startsAt = start.toZonedDateTime({ timeZone: zone }).toInstant();
        const closesAt = end.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant();
        const nearStart = startsAt.add({ milliseconds: offset });
        const nearEnd = closesAt.add({ milliseconds: offset });
        expect(isExamOpenAt(training, nearStart, zone)).toBe(offset >= 0);
        expect(isExamOpenAt(training, nearEnd, zone)).toBe(offset < 0);
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with the date rule on the zone's calendar date", () => {
    fc.assert(
      fc.property(
        dateArb,
        dateArb,
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        fc.constantFrom(...ZONES),
        (start, end, epochMs, zone) => {
          const now = Temporal.Instant.fromEpochMilliseconds(epochMs);
          const zoneToday = now.toZonedDateTimeISO(zone).toPlainDate();
          const training = { start_date: start, end_date: end };
          expect(isExamOpenAt(training, now, zone)).toBe(isExamOpen(training, zoneToday));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("an exam's window state for head office's list (issue 33 item 9)", () => {
  const window = { start_date: date("2026-03-08"), end_date: date("2026-03-12"), status: "scheduled" };

  it("upcoming before the start day, open from the start to the end day inclusive, closed after", () => {
    expect(examWindowState(window, date("2026-03-07"))).toBe("upcoming");
    expect(examWindowState(window, date("2026-03-08"))).toBe("open");
    expect(examWindowState(window, date("2026-03-12"))).toBe("open");
    expect(examWindowState(window, date("2026-03-13"))).toBe("closed");
    expect(examWindowState({ start_date: null, end_date: null }, today)).toBe("closed");
  });

  it("is open exactly when the exam is open, upcoming exactly when the start is after today", () => {
    fc.assert(
      fc.property(trainingArb, dateArb, (training, day) => {
        const state = examWindowState(training, day);
        expect(state === "open").toBe(isExamOpen(training, day));
        const startsLater =
          training.start_date !== undefined &&
          training.start_date !== null &&
          Temporal.PlainDate.compare(training.start_date, day) > 0;
        expect(state === "upcoming").toBe(!isExamOpen(training, day) && startsLater);
      }),
      { numRuns: 300 },
    );
  });

  it("moves only forward as the days pass: upcoming, then open, then closed", () => {
    const order = { upcoming: 0, open: 1, closed: 2 } as const;
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 60 }),
        dateArb,
        fc.integer({ min: 1, max: 60 }),
        (start, length, day, step) => {
          const training = { start_date: start, end_date: start.add({ days: length }) };
          const earlier = order[examWindowState(training, day)];
          const later = order[examWindowState(training, day.add({ days: step }))];
          expect(later).toBeGreaterThanOrEqual(earlier);
        },
      ),
    );
  });
});
