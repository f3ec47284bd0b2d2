import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaGetter from "effect/SchemaGetter";
import * as SchemaIssue from "effect/SchemaIssue";
import { Temporal } from "temporal-polyfill";

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

// An exact instant needs an explicit offset ("Z" or "+02:00"); a bare local date-time is rejected
// because the contract says the wire carries UTC instants, and guessing a zone would shift times.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Wire: UTC ISO-8601 text such as `2026-11-22T10:15:00Z`. Decoded: `Temporal.Instant`.
 * Encodes back as `Instant.toString()`, which is always UTC with a `Z`.
 */
export const InstantFromString = Schema.String.pipe(
  Schema.decodeTo(InstantValue, {
    decode: SchemaGetter.transformEffect((text: string, options) => {
      if (!ISO_INSTANT.test(text)) {
        return invalid(
          `Expected an ISO-8601 instant such as 2026-11-22T10:15:00Z, got ${JSON.stringify(text)}`,
          text,
          options,
        );
      }
      try {
        return Effect.succeed(Temporal.Instant.from(text));
      } catch {
        return invalid(`Expected a real instant, got ${JSON.stringify(text)}`, text, options);
      }
    }),
    encode: SchemaGetter.transform((instant: Temporal.Instant) => instant.toString()),
  }),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Wire: `YYYY-MM-DD`. Decoded: `Temporal.PlainDate`. Impossible days (2026-02-30) fail. */
export const PlainDateFromString = Schema.String.pipe(
  Schema.decodeTo(PlainDateValue, {
    decode: SchemaGetter.transformEffect((text: string, options) => {
      if (!ISO_DATE.test(text)) {
        return invalid(`Expected a date YYYY-MM-DD, got ${JSON.stringify(text)}`, text, options);
      }
      try {
        return Effect.succeed(Temporal.PlainDate.from(text, { overflow: "reject" }));
      } catch {
        return invalid(`Expected a real calendar date, got ${JSON.stringify(text)}`, text, options);
      }
    }),
    encode: SchemaGetter.transform((date: Temporal.PlainDate) => date.toString()),
  }),
);
