import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { ProductId } from "./ids";

/** A product of a store's menu with its stock count (GET the store menu by location). */
export const StoreMenuProduct = Schema.Struct({
  id: ProductId,
  name: Schema.String,
  physicalStock: Schema.Finite,
  stockDifference: Schema.Finite,
  edited: Schema.Boolean,
});
export type StoreMenuProduct = typeof StoreMenuProduct.Type;
export const decodeStoreMenuProduct = makeDecoder("StoreMenuProduct", StoreMenuProduct);
export const encodeStoreMenuProduct = makeEncoder("StoreMenuProduct", StoreMenuProduct);
export const decodeStoreMenu = makeDecoder("StoreMenuProduct[]", Schema.Array(StoreMenuProduct));
