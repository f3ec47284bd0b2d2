import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TASK_TITLE_MIN_LENGTH } from "../constants/portal-constants";
import { validateTaskTitle } from "./task-title";

describe("validateTaskTitle", () => {
  it("needs at least 3 characters, not counting surrounding spaces", () => {
    expect(TASK_TITLE_MIN_LENGTH).toBe(3);
    expect(validateTaskTitle("abc")).toEqual([]);
    expect(validateTaskTitle("😀😀😀")).toEqual([]);
    for (const title of ["ab", "  ab  ", "", "   ", undefined, null, "😀😀"]) {
      expect(validateTaskTitle(title)).toEqual(["b2b_task_title_min_length"]);
    }
  });

  it("passes exactly when the trimmed title has at least 3 code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 6 }), (title) => {
        expect(validateTaskTitle(title).length === 0).toBe(Array.from(title.trim()).length >= 3);
      }),
      { numRuns: 300 },
    );
  });
});
