import { GROUP_TIME_ZONE } from "../../../core/constants/group-time-zone";
import * as Result from "effect/Result";
import { Temporal } from "temporal-polyfill";
import { todayInZone } from "../../../core/rules/stamp-format";

/** The calendar day of the server's clock in the group's zone (the clock is deps.now: tests move it). */
export function groupToday(now: Date): Temporal.PlainDate {
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  return Result.getOrElse(todayInZone(instant, GROUP_TIME_ZONE), () =>
    instant.toZonedDateTimeISO("UTC").toPlainDate(),
  );
}
