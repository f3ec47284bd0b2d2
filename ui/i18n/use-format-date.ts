import { useMemo } from "react";
import type { Temporal } from "temporal-polyfill";
import * as Result from "effect/Result";
import { formatInstant, formatPlainDate } from "../../core/rules/stamp-format";
import { useDateFormat } from "./date-format-context";

/**
 * Formats UTC instants with the user's stamp_format in the browser's time zone (spec 9). The
 * pattern comes from the signed-in user; before sign-in a plain day-month-year is used.
 */
export function useFormatInstant(): (instant: Temporal.Instant | undefined, withTime?: boolean) => string {
  const { datePattern, timePattern } = useDateFormat();
  // One function per pattern: memoised rows (the virtualised ticket list) stay memoised, and the
  // time zone is resolved once, not on every render (resolvedOptions costs a fraction of a ms).
  return useMemo(() => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (instant: Temporal.Instant | undefined, withTime = false) => {
      if (instant === undefined) return "";
      const pattern = withTime ? `${datePattern} ${timePattern}` : datePattern;
      return Result.getOrElse(formatInstant(instant, pattern, zone), () => "");
    };
  }, [datePattern, timePattern]);
}

/** Formats calendar dates (an order's date, a subscription's period) with the user's date pattern. */
export function useFormatPlainDate(): (date: Temporal.PlainDate | null | undefined) => string {
  const { datePattern } = useDateFormat();
  return useMemo(
    () => (date: Temporal.PlainDate | null | undefined) =>
      date === null || date === undefined ? "" : formatPlainDate(date, datePattern),
    [datePattern],
  );
}
