import { Temporal } from "temporal-polyfill";
import type { CommerceMessageKey } from "./commerce-catalogue";
import { readCalendarDate } from "../schemas/calendar-range";

export interface SubscriptionPeriod {
  readonly start_date: Temporal.PlainDate;
  readonly end_date: Temporal.PlainDate;
}

export type RenewalCheck =
  | {
      readonly ok: true;
      readonly renewal: { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate };
    }
  | { readonly ok: false; readonly message: CommerceMessageKey };

const readDate = readCalendarDate;

/**
 * A renewal of a subscription (spec 3: "a renewal with start and end dates and renewal start and end
 * dates"): both dates real calendar dates (YYYY-MM-DD), the renewal starting after the current period
 * starts, and ending after it starts. Browser and server check the same rule; never throws.
 */
export function checkRenewal(
  subscription: SubscriptionPeriod,
  renewalStart: unknown,
  renewalEnd: unknown,
): RenewalCheck {
  const start = readDate(renewalStart);
  const end = readDate(renewalEnd);
  if (start === undefined || end === undefined)
    return { ok: false, message: "b2b_subscription_date_invalid" };
  if (Temporal.PlainDate.compare(start, subscription.start_date) <= 0)
    return { ok: false, message: "b2b_subscription_renewal_too_early" };
  if (Temporal.PlainDate.compare(end, start) <= 0)
    return { ok: false, message: "b2b_subscription_renewal_order" };
  return { ok: true, renewal: { start, end } };
}
