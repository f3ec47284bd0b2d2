import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { LIST_DATE_FORMAT_DASH, LIST_DATE_FORMAT_SLASH } from "../constants/portal-constants";
import {
  dateFieldPattern,
  formatUserDate,
  parseUserDate,
  parseUserTime,
  splitLocalDateTime,
  userDatePlaceholder,
} from "./user-date";

/** Every pattern a user's stamp_format may carry that the fields read in its own order. */
const PATTERNS = [
  LIST_DATE_FORMAT_SLASH,
  LIST_DATE_FORMAT_DASH,
  "DD.MM.YYYY",
  "D/M/YYYY",
  "DD MM YYYY",
  "D.M.YY",
  "MM/DD/YYYY",
  "M/D/YY",
  "MM-DD-YYYY",
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "YYYY.MM.DD",
  "DD MMMM YYYY",
] as const;

const pattern = fc.constantFrom(...PATTERNS);

/** Every calendar date with a four-digit year, as ISO text. */
const validDate = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) =>
    Temporal.PlainDate.from({ year, month, day }, { overflow: "constrain" }).toString(),
  );

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

describe("dates in the user's pattern (issue #33)", () => {
  it("pins the Greek and English cases", () => {
    expect(formatUserDate("2026-03-01", "DD/MM/YYYY")).toBe("01/03/2026");
    expect(formatUserDate("2026-03-01", "MM/DD/YYYY")).toBe("03/01/2026");
    expect(formatUserDate("2026-03-01", "DD-MM-YYYY")).toBe("01-03-2026");
    expect(formatUserDate("2026-03-01", "D.M.YY")).toBe("01.03.2026");
    expect(formatUserDate("2026-03-01", "YYYY-MM-DD")).toBe("2026-03-01");
    expect(parseUserDate("1/3/2026", "DD/MM/YYYY")).toBe("2026-03-01");
    expect(parseUserDate("01.03.26", "DD/MM/YYYY")).toBe("2026-03-01");
    expect(parseUserDate("01 03 2026", "DD/MM/YYYY")).toBe("2026-03-01");
    expect(parseUserDate("3/1/2026", "MM/DD/YYYY")).toBe("2026-03-01");
    expect(parseUserDate("2026/3/1", "YYYY-MM-DD")).toBe("2026-03-01");
    expect(parseUserDate(" 29/02/2028 ", "DD/MM/YYYY")).toBe("2028-02-29");
  });

  it("reads a plain ISO date whatever the pattern (paste, automation)", () => {
    for (const p of PATTERNS) expect(parseUserDate("2026-03-01", p)).toBe("2026-03-01");
    expect(parseUserDate("2026-02-30", "DD/MM/YYYY")).toBeUndefined();
  });

  it("refuses dates that do not exist and text that is no date", () => {
    for (const text of ["31/02/2026", "29/02/2027", "00/01/2026", "01/13/2026", "32/01/2026", "1/1/226"])
      expect(parseUserDate(text, "DD/MM/YYYY")).toBeUndefined();
    for (const text of [
      "",
      "  ",
      "1/3",
      "1/3/2026/4",
      "a/3/2026",
      "001/03/2026",
      "1/3/20266",
      "01-03-2026T10:00",
    ])
      expect(parseUserDate(text, "DD/MM/YYYY")).toBeUndefined();
    expect(parseUserDate("13/01/2026", "MM/DD/YYYY")).toBeUndefined();
    expect(formatUserDate("2026-02-30", "DD/MM/YYYY")).toBe("");
    expect(formatUserDate("", "DD/MM/YYYY")).toBe("");
    expect(formatUserDate("1/3/2026", "DD/MM/YYYY")).toBe("");
  });

  it("falls back to day/month/year for patterns it cannot read in order", () => {
    expect(dateFieldPattern("")).toEqual({ order: ["day", "month", "year"], separator: "/" });
    expect(dateFieldPattern("YYYY")).toEqual({ order: ["day", "month", "year"], separator: "/" });
    expect(dateFieldPattern("YYYY-DD-MM")).toEqual({ order: ["day", "month", "year"], separator: "/" });
    expect(dateFieldPattern(7 as unknown as string)).toEqual({
      order: ["day", "month", "year"],
      separator: "/",
    });
    expect(dateFieldPattern("MM.DD.YYYY")).toEqual({ order: ["month", "day", "year"], separator: "." });
  });

  it("writes the placeholder in the UI language's words", () => {
    const greek = { day: "ηη", month: "μμ", year: "εεεε" };
    expect(userDatePlaceholder("DD/MM/YYYY", greek)).toBe("ηη/μμ/εεεε");
    expect(userDatePlaceholder("MM-DD-YYYY", { day: "dd", month: "mm", year: "yyyy" })).toBe("mm-dd-yyyy");
  });

  test.prop([validDate, pattern])("format then parse gives the date back, in every pattern", (iso, p) => {
    expect(parseUserDate(formatUserDate(iso, p), p)).toBe(iso);
  });

  test.prop([validDate, pattern, fc.constantFrom("/", ".", "-", " ", " / ")])(
    "reads unpadded numbers and any separator in the pattern's order",
    (iso, p, separator) => {
      const date = Temporal.PlainDate.from(iso);
      if (date.year < 1000) return;
      const numbers = { day: String(date.day), month: String(date.month), year: String(date.year) };
      const text = dateFieldPattern(p)
        .order.map((part) => numbers[part])
        .join(separator);
      expect(parseUserDate(text, p)).toBe(iso);
    },
  );

  test.prop([
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 9999 }),
    pattern,
  ])("never accepts a date that does not exist", (day, month, year, p) => {
    const text = dateFieldPattern(p)
      .order.map((part) => (part === "year" ? pad(year, 4) : pad(part === "day" ? day : month)))
      .join("/");
    const parsed = parseUserDate(text, p);
    const exists =
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= Temporal.PlainDate.from({ year, month, day: 1 }).daysInMonth;
    expect(parsed).toBe(exists ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined);
  });

  test.prop([fc.string({ maxLength: 14 }), pattern])("whatever it reads is a date that exists", (text, p) => {
    const parsed = parseUserDate(text, p);
    if (parsed !== undefined)
      expect(Temporal.PlainDate.from(parsed, { overflow: "reject" }).toString()).toBe(parsed);
  });
});

describe("times HH:mm", () => {
  it("pins the cases", () => {
    expect(parseUserTime("9:05")).toBe("09:05");
    expect(parseUserTime("09:05")).toBe("09:05");
    expect(parseUserTime("23.59")).toBe("23:59");
    expect(parseUserTime("00:00")).toBe("00:00");
    for (const text of ["9:5", "24:00", "12:60", "930", "", "9:05 PM", "123:00", "-1:00"])
      expect(parseUserTime(text)).toBeUndefined();
  });

  test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })])(
    "reads every time of day, padded or not",
    (hour, minute) => {
      expect(parseUserTime(`${pad(hour)}:${pad(minute)}`)).toBe(`${pad(hour)}:${pad(minute)}`);
      expect(parseUserTime(`${hour}:${pad(minute)}`)).toBe(`${pad(hour)}:${pad(minute)}`);
    },
  );

  test.prop([fc.string({ maxLength: 8 })])("whatever it reads is a time of day", (text) => {
    const parsed = parseUserTime(text);
    if (parsed !== undefined)
      expect(Temporal.PlainTime.from(parsed).toString({ smallestUnit: "minute" })).toBe(parsed);
  });

  it("splits a datetime-local value into its date and time", () => {
    expect(splitLocalDateTime("2026-03-01T09:30")).toEqual({ date: "2026-03-01", time: "09:30" });
    expect(splitLocalDateTime("2026-03-01 09:30:15")).toEqual({ date: "2026-03-01", time: "09:30" });
    expect(splitLocalDateTime("2026-02-30T09:30")).toBeUndefined();
    expect(splitLocalDateTime("2026-03-01T24:30")).toBeUndefined();
    expect(splitLocalDateTime("01/03/2026 09:30")).toBeUndefined();
  });
});
