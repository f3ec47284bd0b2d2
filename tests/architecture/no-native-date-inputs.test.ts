import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

/*
 * Dates on screens are written in the user's stamp_format (issue #33). The browser's date, time and
 * date-time inputs write them in the browser's language instead (mm/dd/yyyy and AM/PM in an English
 * Chromium, on a Greek page too), so the screens use ui/components/date-field.tsx's DateField and
 * DateTimeField; only that file holds a native date input, hidden, for its picker.
 */

const THE_FIELDS = "ui/components/date-input.tsx";
const NATIVE_DATE_TYPE = /\btype\s*[:=]\s*\{?\s*["'`](?:date|datetime-local|time)["'`]/u;
const DATETIME_LOCAL = /["'`]datetime-local["'`]/u;

/** Source lines that make a native date, time or date-time input (comments left out). */
export function nativeDateInputs(source: string): readonly string[] {
  return source
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/u, "").trim())
    .filter((line) => !line.startsWith("*") && !line.startsWith("/*"))
    .filter((line) => NATIVE_DATE_TYPE.test(line) || DATETIME_LOCAL.test(line));
}

describe("no native date inputs on the screens (issue #33)", () => {
  it("finds every way of writing one, and not words in comments", () => {
    expect(nativeDateInputs('<input type="date" value={v} />')).toHaveLength(1);
    expect(nativeDateInputs("<input type='time' />")).toHaveLength(1);
    expect(nativeDateInputs('<TextField type="datetime-local" labelKey="x" />')).toHaveLength(1);
    expect(nativeDateInputs('<input type={"date"} />')).toHaveLength(1);
    expect(nativeDateInputs('{text("start", "label", { type: "date" })}')).toHaveLength(1);
    expect(nativeDateInputs('const kind = "datetime-local";')).toHaveLength(1);
    expect(nativeDateInputs('// a type="date" input once\n * type="time" in a doc comment')).toEqual([]);
    expect(nativeDateInputs('<input type="text" inputMode="numeric" />')).toEqual([]);
    expect(nativeDateInputs('{ name: "startDate", kind: "date" }')).toEqual([]);
  });

  it("only the portal's date fields hold one", () => {
    const found = typeScriptFilesUnder("ui", "sources")
      .filter((path) => path !== THE_FIELDS)
      .flatMap((path) =>
        nativeDateInputs(readFileSync(join(PROJECT_ROOT, path), "utf8")).map((line) => `${path}: ${line}`),
      );
    expect(found).toEqual([]);
    expect(nativeDateInputs(readFileSync(join(PROJECT_ROOT, THE_FIELDS), "utf8"))).toHaveLength(1);
  });
});
