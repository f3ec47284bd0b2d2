import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { TransactionId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/**
 * An account transaction. circuit_code accepts any integer: codes outside the spec's table are
 * kept and simply have no label (see circuit-codes.ts).
 */
export const Transaction = Schema.Struct({
  id: TransactionId,
  circuit_code: Schema.Int,
  etiology: Schema.String,
  total_value_final: Schema.Finite,
  c_stamp: InstantFromString,
});
export type Transaction = typeof Transaction.Type;
export const decodeTransaction = makeDecoder("Transaction", Transaction);
export const encodeTransaction = makeEncoder("Transaction", Transaction);
export const decodeTransactions = makeDecoder("Transaction[]", Schema.Array(Transaction));
