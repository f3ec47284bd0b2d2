import { describe, expect, it } from "vitest";
import { countPlaywright, countVitest } from "./test-tally";

describe("test tally", () => {
  it("reads Vitest's counts and counts a file that failed to load", () => {
    const report = {
      numPassedTests: 7,
      numFailedTests: 1,
      testResults: [
        { status: "failed", assertionResults: [] },
        { status: "passed", assertionResults: [{}] },
      ],
    };
    expect(countVitest(report)).toEqual({ passed: 7, failed: 2 });
  });
  it("reads Playwright's stats, with flaky and load errors as failures", () => {
    expect(countPlaywright({ stats: { expected: 3, unexpected: 1, flaky: 1 }, errors: [{}] })).toEqual({
      passed: 3,
      failed: 3,
    });
  });
  it("gives zero for a missing report", () => {
    expect(countVitest(undefined)).toEqual({ passed: 0, failed: 0 });
    expect(countPlaywright(null)).toEqual({ passed: 0, failed: 0 });
  });
});
