import type { Temporal } from "temporal-polyfill";
import { useMemo } from "react";
import { formatPlainDate } from "../../../core/rules/stamp-format";
import { useDateFormat } from "../../i18n/date-format-context";

/** Calendar dates in the user's stamp_format date pattern (spec 9). */
export function useFormatDay(): (date: Temporal.PlainDate) => string {
  const { datePattern } = useDateFormat();
  return useMemo(() => (date: Temporal.PlainDate) => formatPlainDate(date, datePattern), [datePattern]);
}
