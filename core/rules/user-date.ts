import { Temporal } from "temporal-polyfill";

/*
 * The portal's own date fields (issue #33): a date is written in the user's stamp_format and read
 * back from what a person types. The value the forms hold stays ISO ("YYYY-MM-DD"; a date and time
 * "YYYY-MM-DDTHH:mm" in local time, as the browser's datetime-local gave), so the machines and the
 * server see what they saw before.
 *
 * A field writes the pattern's order of day, month and year with its first separator, always with
 * a two-digit day and month and a four-digit year: what a field shows can always be read back (a
 * two-digit year would lose its century, month names would need a translated list). Patterns whose
 * order is not day-month-year, month-day-year or year-month-day are written day-month-year.
 */

export type DatePart = "day" | "month" | "year";

export interface DateFieldPattern {
  readonly order: readonly [DatePart, DatePart, DatePart];
  readonly separator: "/" | "." | "-" | " ";
}

const ORDERS: readonly (readonly [DatePart, DatePart, DatePart])[] = [
  ["day", "month", "year"],
  ["month", "day", "year"],
  ["year", "month", "day"],
];

const DEFAULT_FIELD_PATTERN: DateFieldPattern = { order: ["day", "month", "year"], separator: "/" };

const PART_OF: Readonly<Record<string, DatePart>> = { D: "day", M: "month", Y: "year" };

const isSeparator = (char: string): char is DateFieldPattern["separator"] =>
  char === "/" || char === "." || char === "-" || char === " ";

/** The order and separator a date field uses for a stamp_format date pattern ("DD/MM/YYYY"). */
export function dateFieldPattern(pattern: string): DateFieldPattern {
  if (typeof pattern !== "string") return DEFAULT_FIELD_PATTERN;
  const parts: DatePart[] = [];
  let separator: DateFieldPattern["separator"] | undefined;
  for (const char of pattern) {
    const part = PART_OF[char];
    if (part !== undefined) {
      if (parts.at(-1) !== part) parts.push(part);
    } else if (separator === undefined && isSeparator(char) && parts.length > 0) separator = char;
  }
  const order = ORDERS.find((candidate) => candidate.every((part, index) => parts[index] === part));
  if (order === undefined || parts.length !== 3) return DEFAULT_FIELD_PATTERN;
  return { order, separator: separator ?? "/" };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** A calendar date that exists, as ISO text; undefined when the numbers make no date (31/02). */
function isoOf(year: number, month: number, day: number): string | undefined {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" }).toString();
  } catch {
    return undefined;
  }
}

/** A valid ISO calendar date as written by the field for `pattern`; "" when `iso` is no date. */
export function formatUserDate(iso: string, pattern: string): string {
  const match = typeof iso === "string" ? ISO_DATE.exec(iso) : null;
  if (match === null) return "";
  const [, year = "", month = "", day = ""] = match;
  if (isoOf(Number(year), Number(month), Number(day)) === undefined) return "";
  const { order, separator } = dateFieldPattern(pattern);
  const text: Record<DatePart, string> = { day, month, year };
  return order.map((part) => text[part]).join(separator);
}

const DIGITS: Record<DatePart, RegExp> = {
  day: /^\d{1,2}$/u,
  month: /^\d{1,2}$/u,
  year: /^(?:\d{2}|\d{4})$/u,
};

/**
 * What a person typed as an ISO calendar date, or undefined when it is no date. Read are the
 * pattern's order of day, month and year separated by "/", ".", "-" or spaces (1–2 digit day and
 * month, a 4-digit year or a 2-digit one meaning 20yy), and a plain ISO "YYYY-MM-DD" whatever the
 * pattern (paste, automation). A date that does not exist (31/02) is no date.
 */
export function parseUserDate(text: string, pattern: string): string | undefined {
  if (typeof text !== "string") return undefined;
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso !== null) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const pieces = trimmed.split(/\s*[/.-]\s*|\s+/u);
  if (pieces.length !== 3) return undefined;
  const { order } = dateFieldPattern(pattern);
  const numbers: Partial<Record<DatePart, string>> = {};
  for (const [index, part] of order.entries()) {
    const piece = pieces[index] ?? "";
    if (!DIGITS[part].test(piece)) return undefined;
    numbers[part] = piece;
  }
  const year = numbers.year ?? "";
  return isoOf(
    year.length === 2 ? 2000 + Number(year) : Number(year),
    Number(numbers.month),
    Number(numbers.day),
  );
}

/** The words a placeholder is made of, in the UI language ("ηη", "μμ", "εεεε"). */
export type DatePartWords = Readonly<Record<DatePart, string>>;

/** The field's placeholder for `pattern`: the parts' words in its order, e.g. "ηη/μμ/εεεε". */
export function userDatePlaceholder(pattern: string, words: DatePartWords): string {
  const { order, separator } = dateFieldPattern(pattern);
  return order.map((part) => words[part]).join(separator);
}

const TIME = /^(\d{1,2})[:.](\d{2})$/u;

/** What a person typed as a 24-hour time "HH:mm" (H or HH, then mm, ":" or "."), or undefined. */
export function parseUserTime(text: string): string | undefined {
  if (typeof text !== "string") return undefined;
  const match = TIME.exec(text.trim());
  if (match === null) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?$/u;

/**
 * A local date and time as the browser's datetime-local wrote it ("2026-03-01T09:30"; seconds are
 * dropped) split into its ISO date and time; undefined when it is not one or the date does not exist.
 */
export function splitLocalDateTime(
  text: string,
): { readonly date: string; readonly time: string } | undefined {
  if (typeof text !== "string") return undefined;
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (match === null) return undefined;
  const date = parseUserDate(match[1] ?? "", "");
  const time = parseUserTime(match[2] ?? "");
  return date === undefined || time === undefined ? undefined : { date, time };
}
