import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { icsText, readIcsText } from "./ics-text";

// The characters §3.3.11 cares about, and some it does not.
const unit = fc.constantFrom("a", "Ά", " ", "\\", ";", ",", ":", "\r", "\n", "\r\n", "n");

describe("iCalendar TEXT values (RFC 5545 §3.3.11)", () => {
  test.prop([fc.string({ unit })])("a calendar reads back the text, its line breaks as LF", (text) => {
    expect(readIcsText(icsText(text))).toBe(text.replace(/\r\n|\r/gu, "\n"));
  });

  test.prop([fc.string({ unit })])("no raw line break, and every ; and , is escaped", (text) => {
    const value = icsText(text);
    expect(value).not.toMatch(/[\r\n]/u);
    // Drop each escaped pair; what is left holds no ; , or lone backslash.
    expect(value.replace(/\\[\\;,n]/gu, "")).not.toMatch(/[;,\\]/u);
  });

  it("examples", () => {
    expect(icsText("Άδεια; λειτουργίας, 2026")).toBe("Άδεια\\; λειτουργίας\\, 2026");
    expect(icsText("C:\\new")).toBe("C:\\\\new");
    expect(icsText("α\r\nβ\rγ\nδ")).toBe("α\\nβ\\nγ\\nδ");
  });
});
