import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { SubscriptionRowWire, UpdateSubscriptionPayload } from "../../../core/commerce/commerce-wire";
import { checkRenewal } from "../../../core/commerce/subscription-renewal";
import type { Database } from "../../db/database";
import { Invalid, NotFound } from "../../domain-errors";
import { canSeeLocation, type StoreViewer } from "../../services/stores/store-access";
import { commerceSubscriptions } from "../tables/commerce-documents";
import { subscriptionWire } from "./commerce-reads";

/**
 * POST v2/subs/updateSubscription: sets the renewal period of a subscription of one of the user's
 * stores, checked by core's rule (the browser checks the same before sending). A subscription of
 * another store is the same 404 as one that does not exist.
 */
export async function updateSubscription(
  db: Database,
  user: StoreViewer,
  payload: UpdateSubscriptionPayload,
): Promise<SubscriptionRowWire> {
  const [row] = await db
    .select()
    .from(commerceSubscriptions)
    .where(eq(commerceSubscriptions.id, payload.id))
    .limit(1);
  if (row === undefined || !(await canSeeLocation(db, user, row.locationId)))
    throw new NotFound("b2b_not_found");
  const checked = checkRenewal(
    { start_date: Temporal.PlainDate.from(row.startDate), end_date: Temporal.PlainDate.from(row.endDate) },
    payload.renewal_start_date,
    payload.renewal_end_date,
  );
  if (!checked.ok) throw new Invalid(checked.message);
  const [updated] = await db
    .update(commerceSubscriptions)
    .set({
      renewalStartDate: checked.renewal.start.toString(),
      renewalEndDate: checked.renewal.end.toString(),
    })
    .where(eq(commerceSubscriptions.id, row.id))
    .returning();
  if (updated === undefined) throw new NotFound("b2b_not_found");
  return subscriptionWire(updated);
}
