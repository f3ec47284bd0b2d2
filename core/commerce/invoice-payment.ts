import { UNPAID_TRANSACTION_TYPE } from "../constants/portal-constants";
import { isRecord } from "../rules/loose-read";

export interface TypedInvoice {
  readonly transaction_type?: number | string | null | undefined;
}

/**
 * Unpaid means transaction_type is 2 (spec 4). The wire may carry the code as text, so "2" counts
 * too; everything else, including a missing type, is paid, exactly as the spec's "not 2" reads.
 */
export function isUnpaidInvoice(invoice: TypedInvoice): boolean {
  if (!isRecord(invoice)) return false;
  const type = invoice.transaction_type;
  return (
    type === UNPAID_TRANSACTION_TYPE ||
    (typeof type === "string" && type.trim() === String(UNPAID_TRANSACTION_TYPE))
  );
}

export function isPaidInvoice(invoice: TypedInvoice): boolean {
  return !isUnpaidInvoice(invoice);
}

/** Splits invoices into paid and unpaid, each keeping the input order. */
export function partitionInvoices<I extends TypedInvoice>(
  invoices: readonly I[],
): { readonly paid: I[]; readonly unpaid: I[] } {
  const paid: I[] = [];
  const unpaid: I[] = [];
  if (!Array.isArray(invoices)) return { paid, unpaid };
  for (const invoice of invoices) (isUnpaidInvoice(invoice) ? unpaid : paid).push(invoice);
  return { paid, unpaid };
}
