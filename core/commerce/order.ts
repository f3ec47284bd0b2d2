import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { OrderId } from "../schemas/ids";
import { PlainDateFromString } from "../schemas/temporal";

/** An order; recent when its date is within the last 30 days (spec §4). */
export const Order = Schema.Struct({
  id: OrderId,
  date: PlainDateFromString,
});
export type Order = typeof Order.Type;
export const decodeOrder = makeDecoder("Order", Order);
export const encodeOrder = makeEncoder("Order", Order);
export const decodeOrders = makeDecoder("Order[]", Schema.Array(Order));
