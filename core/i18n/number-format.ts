import type { AppLanguage } from "../constants/language-constants";

/**
 * Numbers as a reader of the UI language writes them (issue #33 item 7): grouping and decimal mark
 * from `Intl.NumberFormat` of that language — "29.012,08 €", "1.200", "62,5 %" in Greek;
 * "€29,012.08", "1,200", "62.5%" in English. Every number, percentage and amount a screen shows goes
 * through these three, never `toFixed` or a template with a bare number.
 */

/** Shown instead of a number that is none (NaN, ±Infinity): a dash, never "NaN €". */
export const NUMBER_PLACEHOLDER = "\u2014";

/**
 * The percent sign after the number. Greek typesetting (and French) puts a no-break space before it,
 * as the catalogue's own texts do ("από 0 έως 100 %"); CLDR's Greek pattern has none, so the sign is
 * ours and only the number comes from Intl (which also spares a ÷100 that floats would blur).
 */
const PERCENT_SUFFIX = { "el-GR": "\u00a0%", "en-US": "%", "fr-FR": "\u00a0%" } as const satisfies Record<
  AppLanguage,
  string
>;

// Building a formatter costs far more than using one, and a table formats hundreds of cells.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: AppLanguage, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${language}|${key}`;
  let found = formatters.get(id);
  if (found === undefined) {
    found = new Intl.NumberFormat(language, options);
    formatters.set(id, found);
  }
  return found;
}

/** A quantity or count, grouped: 1200 → "1.200" (el) / "1,200" (en); at most `fractionDigits` decimals. */
export function formatNumber(value: number, language: AppLanguage, fractionDigits = 3): string {
  if (!Number.isFinite(value)) return NUMBER_PLACEHOLDER;
  return formatter(language, `n${fractionDigits}`, {
    maximumFractionDigits: fractionDigits,
    signDisplay: "negative", // -0.0001 shows "0", not "-0"
  }).format(value);
}

/** A percentage given in percent (62.5, as the API sends scores): "62,5 %" (el) / "62.5%" (en). */
export function formatPercent(value: number, language: AppLanguage, fractionDigits = 1): string {
  if (!Number.isFinite(value)) return NUMBER_PLACEHOLDER;
  return `${formatNumber(value, language, fractionDigits)}${PERCENT_SUFFIX[language]}`;
}

/**
 * An amount in euros with exactly 2 decimals (spec 9), grouped: "29.012,08 €" (el) / "€29,012.08"
 * (en). Rounded half away from zero on the decimal the reader would see (1.005 → 1.01), as
 * core/commerce/transaction-total.ts rounds; a total that rounds to zero has no minus sign.
 */
export function formatAmount(value: number, language: AppLanguage): string {
  if (!Number.isFinite(value)) return NUMBER_PLACEHOLDER;
  return formatter(language, "eur", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "negative",
  }).format(value);
}

/** A file's size as people read it: "512 B", "12 KB", "1,5 MB" (el) / "1.5 MB" (en), binary units. */
export function formatFileSize(bytes: number, language: AppLanguage): string {
  if (!Number.isFinite(bytes)) return NUMBER_PLACEHOLDER;
  if (bytes < 1024) return `${formatNumber(bytes, language, 0)}\u00a0B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language, 0)}\u00a0KB`;
  return `${formatNumber(bytes / (1024 * 1024), language, 1)}\u00a0MB`;
}
