/** Spec §3: transaction circuit codes and their English labels, exactly as the spec gives them. */
export const CIRCUIT_CODES: ReadonlyMap<number, string> = new Map([
  [1, "Purchases"],
  [5, "Sales"],
  [7, "Collections/payments"],
  [10, "Expenses"],
  [15, "Services"],
  [20, "Inventory"],
  [25, "Purchase orders"],
  [26, "Expense orders"],
  [30, "Sales offers"],
  [35, "Sales order"],
  [36, "Service offers"],
  [39, "Service orders"],
  [40, "Third-party items"],
  [45, "Items to others"],
  [60, "Bulk movements of securities"],
]);

/** The label of a circuit code, or undefined when the code is not in the table. */
export const circuitCodeLabel = (code: number): string | undefined => CIRCUIT_CODES.get(code);
