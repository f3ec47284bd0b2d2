import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaGetter from "effect/SchemaGetter";
import * as SchemaIssue from "effect/SchemaIssue";
import { Temporal } from "temporal-polyfill";
import {
  CALENDAR_MAX_YEAR,
  CALENDAR_MIN_YEAR,
  readCalendarDate,
  readCalendarInstant,
} from "./calendar-range";

// Generated values stay inside 1970..2100 so every wire string is a plain 4-digit-year ISO text.
const ARBITRARY_MIN_EPOCH_MS = 0;
const ARBITRARY_MAX_EPOCH_MS = 4_102_444_800_000;
const ARBITRARY_MIN_EPOCH_DAY = 0;
const ARBITRARY_MAX_EPOCH_DAY = 47_482;

/** A `Temporal.Instant` value (the decoded side of every `*_stamp` / `dateTime` field). */
export const InstantValue = Schema.declare(
  (u: unknown): u is Temporal.Instant => u instanceof Temporal.Instant,
  {
    expected: "Temporal.Instant",
    toEquivalence: () => (a, b) => a.equals(b),
    toFormatter: () => (instant) => instant.toString(),
    toCodecArbitrary: () =>
      Schema.link<Temporal.Instant>()(
        Schema.Int.check(
          Schema.isBetween({ minimum: ARBITRARY_MIN_EPOCH_MS, maximum: ARBITRARY_MAX_EPOCH_MS }),
        ),
        {
          decode: SchemaGetter.transform((ms: number) => Temporal.Instant.fromEpochMilliseconds(ms)),
          encode: SchemaGetter.transform((instant: Temporal.Instant) => instant.epochMilliseconds),
        },
      ),
  },
);

/** A `Temporal.PlainDate` value (the decoded side of every `*_date` / `date` field). */
export const PlainDateValue = Schema.declare(
  (u: unknown): u is Temporal.PlainDate => u instanceof Temporal.PlainDate,
  {
    expected: "Temporal.PlainDate",
    toEquivalence: () => (a, b) => a.equals(b),
    toFormatter: () => (date) => date.toString(),
    toCodecArbitrary: () =>
      Schema.link<Temporal.PlainDate>()(
        Schema.Int.check(
          Schema.isBetween({ minimum: ARBITRARY_MIN_EPOCH_DAY, maximum: ARBITRARY_MAX_EPOCH_DAY }),
        ),
        {
          decode: SchemaGetter.transform((day: number) =>
            Temporal.PlainDate.from("1970-01-01").add({ days: day }),
          ),
          encode: SchemaGetter.transform(
            (date: Temporal.PlainDate) =>
              Temporal.PlainDate.from("1970-01-01").until(date, { largestUnit: "days" }).days,
          ),
        },
      ),
  },
);

const invalid = (message: string, input: string, options: SchemaAST.ParseOptions) =>
  Effect.fail(new SchemaIssue.InvalidValue({ message }, input, options));

/**
 * Wire: UTC ISO-8601 text such as `2026-11-22T10:15:00Z`. Decoded: `Temporal.Instant`.
 * Encodes back as `Instant.toString()`, which is always UTC with a `Z`. Outside 1900..2200 fails.
 */
export const InstantFromString = Schema.String.pipe(
  Schema.decodeTo(InstantValue, {
    decode: SchemaGetter.transformEffect((text: string, options) => {
      const instant = readCalendarInstant(text);
      return instant === undefined
        ? invalid(
            `Expected an ISO-8601 instant in ${CALENDAR_MIN_YEAR}..${CALENDAR_MAX_YEAR} such as 2026-11-22T10:15:00Z, got ${JSON.stringify(text)}`,
            text,
            options,
          )
        : Effect.succeed(instant);
    }),
    encode: SchemaGetter.transform((instant: Temporal.Instant) => instant.toString()),
  }),
);

/** Wire: `YYYY-MM-DD`. Decoded: `Temporal.PlainDate`. Impossible days (2026-02-30) and days outside 1900..2200 fail. */
export const PlainDateFromString = Schema.String.pipe(
  Schema.decodeTo(PlainDateValue, {
    decode: SchemaGetter.transformEffect((text: string, options) => {
      const date = readCalendarDate(text);
      return date === undefined
        ? invalid(
            `Expected a real date YYYY-MM-DD in ${CALENDAR_MIN_YEAR}..${CALENDAR_MAX_YEAR}, got ${JSON.stringify(text)}`,
            text,
            options,
          )
        : Effect.succeed(date);
    }),
    encode: SchemaGetter.transform((date: Temporal.PlainDate) => date.toString()),
  }),
);
