import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { SubscriptionId } from "../schemas/ids";
import { PlainDateFromString } from "../schemas/temporal";

/** A subscription period with its renewal period (null until a renewal is set). */
export const Subscription = Schema.Struct({
  id: SubscriptionId,
  start_date: PlainDateFromString,
  end_date: PlainDateFromString,
  renewal_start_date: Schema.NullOr(PlainDateFromString),
  renewal_end_date: Schema.NullOr(PlainDateFromString),
});
export type Subscription = typeof Subscription.Type;
export const decodeSubscription = makeDecoder("Subscription", Subscription);
export const encodeSubscription = makeEncoder("Subscription", Subscription);
export const decodeSubscriptions = makeDecoder("Subscription[]", Schema.Array(Subscription));
