import type { Temporal } from "temporal-polyfill";
import * as Result from "effect/Result";
import { formatInstant } from "../../core/rules/stamp-format";
import { useDateFormat } from "./date-format-context";

/**
 * Formats UTC instants with the user's stamp_format in the browser's time zone (spec 9). The
 * pattern comes from the signed-in user; before sign-in a plain day-month-year is used.
 */
export function useFormatInstant(): (instant: Temporal.Instant | undefined, withTime?: boolean) => string {
  const { datePattern, timePattern } = useDateFormat();
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (instant, withTime = false) => {
    if (instant === undefined) return "";
    const pattern = withTime ? `${datePattern} ${timePattern}` : datePattern;
    return Result.getOrElse(formatInstant(instant, pattern, zone), () => "");
  };
}
