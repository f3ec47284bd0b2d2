import { Temporal } from "temporal-polyfill";
import { RECENT_ORDERS_WINDOW_DAYS } from "../constants/portal-constants";
import { isRecord } from "../rules/loose-read";

export interface DatedOrder {
  readonly date?: Temporal.PlainDate | null | undefined;
}

/**
 * Recent: the order's date is within the last 30 days, counted in calendar days from `today` (the
 * user's today, see todayInZone): today − 30 days ≤ date, inclusive. A future date is recent too
 * (it is certainly not archived). An order without a date cannot be shown to be recent: archived.
 */
export function isRecentOrder(order: DatedOrder, today: Temporal.PlainDate): boolean {
  if (!isRecord(order)) return false;
  const date = order.date;
  if (!(date instanceof Temporal.PlainDate) || !(today instanceof Temporal.PlainDate)) return false;
  try {
    const oldestRecent = today.subtract({ days: RECENT_ORDERS_WINDOW_DAYS });
    return Temporal.PlainDate.compare(date, oldestRecent) >= 0;
  } catch {
    // Only reachable at the edge of Temporal's range or with a malformed value: not recent.
    return false;
  }
}

/** Splits orders into recent and archived, each keeping the input order; every order lands in exactly one. */
export function partitionOrders<O extends DatedOrder>(
  orders: readonly O[],
  today: Temporal.PlainDate,
): { readonly recent: O[]; readonly archived: O[] } {
  const recent: O[] = [];
  const archived: O[] = [];
  if (!Array.isArray(orders)) return { recent, archived };
  for (const order of orders) (isRecentOrder(order, today) ? recent : archived).push(order);
  return { recent, archived };
}
