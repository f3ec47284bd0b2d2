import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { ProductId } from "./ids";

/**
 * A product of a store's menu with its stock count (GET the store menu by location). The spec names
 * physicalStock, stockDifference and edited; our server adds the unit, the books' stock and who
 * counted when, optional here so the base load keeps them for the counting screen (spec 4).
 */
export const StoreMenuProduct = Schema.Struct({
  id: ProductId,
  name: Schema.String,
  physicalStock: Schema.Finite,
  stockDifference: Schema.Finite,
  edited: Schema.Boolean,
  unit: Schema.optionalKey(Schema.String),
  expectedStock: Schema.optionalKey(Schema.Finite),
  counted_by: Schema.optionalKey(Schema.NullOr(Schema.String)),
  counted_at: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type StoreMenuProduct = typeof StoreMenuProduct.Type;
export const decodeStoreMenuProduct = makeDecoder("StoreMenuProduct", StoreMenuProduct);
export const encodeStoreMenuProduct = makeEncoder("StoreMenuProduct", StoreMenuProduct);
export const decodeStoreMenu = makeDecoder("StoreMenuProduct[]", Schema.Array(StoreMenuProduct));
