import { Temporal } from "temporal-polyfill";
import * as Result from "effect/Result";

/** Why a stamp could not be formatted; returned, never thrown. */
export type StampFormatError =
  { readonly _tag: "InvalidTimeZone"; readonly zone: string } | { readonly _tag: "InvalidInstant" };

/** The wall-clock fields a pattern can show. */
type Fields = Pick<Temporal.PlainDateTime, "year" | "month" | "day" | "hour" | "minute" | "second">;

const pad = (value: number, width: number): string => String(Math.abs(value)).padStart(width, "0");

const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12);

/**
 * The supported tokens (moment-style, as users' stamp_format patterns are written). "h" (12-hour
 * without padding) is added to the asked-for set because "h:mm A" is the usual 12-hour pattern.
 * AM/PM is not translated: the patterns come from the server as they are.
 */
const TOKENS: Readonly<Record<string, (f: Fields) => string>> = {
  YYYY: (f) => (f.year < 0 ? "-" : "") + pad(f.year, 4),
  YY: (f) => pad(Math.abs(f.year) % 100, 2),
  MM: (f) => pad(f.month, 2),
  M: (f) => String(f.month),
  DD: (f) => pad(f.day, 2),
  D: (f) => String(f.day),
  HH: (f) => pad(f.hour, 2),
  H: (f) => String(f.hour),
  hh: (f) => pad(hour12(f.hour), 2),
  h: (f) => String(hour12(f.hour)),
  mm: (f) => pad(f.minute, 2),
  ss: (f) => pad(f.second, 2),
  A: (f) => (f.hour < 12 ? "AM" : "PM"),
};

/**
 * Writes wall-clock fields with a pattern. The pattern is read as runs of one repeated character:
 * a run that is a token is replaced, any other run ("T", "MMM", "Do"'s "o", separators) is copied
 * as it is. Text in [square brackets] is copied without the brackets, as in moment. A pattern
 * that is not text (a user without stamp_format) gives empty text; callers pick their default.
 */
export function formatFields(fields: Fields, pattern: string): string {
  if (typeof pattern !== "string") return "";
  let out = "";
  let index = 0;
  while (index < pattern.length) {
    const char = pattern.charAt(index);
    if (char === "[") {
      const close = pattern.indexOf("]", index + 1);
      if (close !== -1) {
        out += pattern.slice(index + 1, close);
        index = close + 1;
        continue;
      }
    }
    let end = index + 1;
    while (end < pattern.length && pattern.charAt(end) === char) end += 1;
    const run = pattern.slice(index, end);
    const token = TOKENS[run];
    out += token === undefined ? run : token(fields);
    index = end;
  }
  return out;
}

/**
 * A UTC instant as wall-clock text in an IANA zone (the browser passes its own zone), e.g.
 * formatInstant(2026-11-22T10:15Z, "DD/MM/YYYY HH:mm", "Europe/Athens") → "22/11/2026 12:15".
 * An unknown zone is a Failure, not an exception.
 */
export function formatInstant(
  instant: Temporal.Instant,
  pattern: string,
  zone: string,
): Result.Result<string, StampFormatError> {
  return Result.map(toWallClock(instant, zone), (wallClock) => formatFields(wallClock, pattern));
}

/** A calendar date with a pattern; time tokens show midnight. Not a date: empty text. */
export function formatPlainDate(date: Temporal.PlainDate, pattern: string): string {
  if (!(date instanceof Temporal.PlainDate)) return "";
  return formatFields(
    { year: date.year, month: date.month, day: date.day, hour: 0, minute: 0, second: 0 },
    pattern,
  );
}

/** The wall-clock date and time of an instant in a zone. */
export function toWallClock(
  instant: Temporal.Instant,
  zone: string,
): Result.Result<Temporal.PlainDateTime, StampFormatError> {
  if (!(instant instanceof Temporal.Instant)) return Result.fail({ _tag: "InvalidInstant" });
  try {
    return Result.succeed(instant.toZonedDateTimeISO(zone).toPlainDateTime());
  } catch {
    // Only text is echoed back: converting an arbitrary object to text could itself throw.
    return Result.fail({ _tag: "InvalidTimeZone", zone: typeof zone === "string" ? zone : "" });
  }
}

/** The user's today: the calendar date of `now` in their zone (used by the recent-orders window). */
export function todayInZone(
  now: Temporal.Instant,
  zone: string,
): Result.Result<Temporal.PlainDate, StampFormatError> {
  return Result.map(toWallClock(now, zone), (wallClock) => wallClock.toPlainDate());
}
