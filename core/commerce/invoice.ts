import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { InvoiceId } from "../schemas/ids";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";

/** transaction_type 2 means unpaid (see core/commerce/invoice-payment.ts). */
export const Invoice = Schema.Struct({
  id: InvoiceId,
  transaction_type: Schema.Int,
  invoice_date: PlainDateFromString,
  c_stamp: InstantFromString,
  m_stamp: InstantFromString,
});
export type Invoice = typeof Invoice.Type;
export const decodeInvoice = makeDecoder("Invoice", Invoice);
export const encodeInvoice = makeEncoder("Invoice", Invoice);
export const decodeInvoices = makeDecoder("Invoice[]", Schema.Array(Invoice));
