import { CIRCUIT_CODES } from "../constants/portal-constants";

/**
 * Spec §3 transaction circuit codes (code → English label). The table itself lives with the
 * business constants; this is its lookup as a map so unknown codes read as absent.
 */
export const CIRCUIT_CODE_LABELS: ReadonlyMap<number, string> = new Map(
  Object.entries(CIRCUIT_CODES).map(([code, label]) => [Number(code), label]),
);

/** The label of a circuit code, or undefined when the code is not in the spec's table. */
export const circuitCodeLabel = (code: number): string | undefined => CIRCUIT_CODE_LABELS.get(code);

/**
 * The catalogue key of a circuit code's name (core/commerce/commerce-catalogue.ts, both languages):
 * `ui_circuit_<code>` for the spec's codes, `ui_circuit_other` (which shows the number) otherwise.
 */
export const circuitCodeKey = (code: number): string =>
  CIRCUIT_CODE_LABELS.has(code) ? `ui_circuit_${code}` : "ui_circuit_other";
