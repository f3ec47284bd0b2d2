import { TRANSACTION_TOTAL_DECIMALS } from "../constants/portal-constants";
import type { AppLanguage } from "../constants/language-constants";

/** Shown instead of a total that is not a number (NaN, ±Infinity, unreadable text). */
export const TOTAL_PLACEHOLDER = "\u2014";

/** Greek and French write the decimal comma; English the point. */
const DECIMAL_SEPARATOR = { "el-GR": ",", "en-US": ".", "fr-FR": "," } as const satisfies Record<
  AppLanguage,
  string
>;

// A decimal written out: sign, digits, optional fraction, optional exponent. Exponents are bounded
// so a text such as "1e999999999" cannot make us build an enormous number.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;

/**
 * A transaction total with exactly 2 decimals (spec 9), e.g. 1234.5 → "1234,50" in Greek.
 * Rounding is half away from zero on the decimal the user would read: 1.005 → "1.01", although
 * the binary double behind 1.005 is slightly below it (toFixed would give "1.00"). Text totals
 * ("12.345", as some APIs send money) are rounded exactly from their digits. No thousands
 * separator: the spec asks for decimals only. A total that rounds to zero has no minus sign.
 */
export function formatTransactionTotal(
  value: number | string | null | undefined,
  language: AppLanguage,
): string {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : typeof value === "string"
        ? value.trim()
        : "";
  const match = DECIMAL.exec(text);
  if (match === null) return TOTAL_PLACEHOLDER;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  if (whole === "" && fraction === "") return TOTAL_PLACEHOLDER;
  const digits = BigInt(`${whole}${fraction}` || "0");
  // |value| = digits × 10^power
  const power = Number(exponentText) - fraction.length;
  const cents = roundToScale(digits, power + TRANSACTION_TOTAL_DECIMALS);
  const scale = 10n ** BigInt(TRANSACTION_TOTAL_DECIMALS);
  const units = (cents / scale).toString();
  const rest = (cents % scale).toString().padStart(TRANSACTION_TOTAL_DECIMALS, "0");
  const separator =
    typeof language === "string" && Object.hasOwn(DECIMAL_SEPARATOR, language)
      ? DECIMAL_SEPARATOR[language]
      : ".";
  return `${sign === "-" && cents > 0n ? "-" : ""}${units}${separator}${rest}`;
}

/** digits × 10^power as an integer, rounded half up (digits are non-negative here). */
function roundToScale(digits: bigint, power: number): bigint {
  if (power >= 0) return digits * 10n ** BigInt(power);
  const divisor = 10n ** BigInt(-power);
  const quotient = digits / divisor;
  return 2n * (digits % divisor) >= divisor ? quotient + 1n : quotient;
}
