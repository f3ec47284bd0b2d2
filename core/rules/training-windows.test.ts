import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { isCurrentTraining, isExamOpen, isUpcomingTraining } from "./training-windows";
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
