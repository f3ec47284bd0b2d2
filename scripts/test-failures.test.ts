import { describe, expect, it } from "vitest";
import {
  failureLines,
  firstLine,
  lintFailures,
  playwrightFailures,
  typecheckFailures,
  vitestFailures,
} from "./test-failures";

// The shapes below are cut down from real reports and outputs of Vitest 5, Playwright 1.65, tsc 7,
// oxlint (--format=unix) and Prettier 3, made by failing tests on purpose.

const root = "/work/repo";

/** One Playwright spec of a.spec.ts with one test in the chromium project. */
const spec = (title: string, status: string) => ({
  title,
  file: "a.spec.ts",
  tests: [{ projectName: "chromium", status }],
});

describe("naming every failure", () => {
  it("names Vitest's failed tests with their describe blocks, and a file that failed to load", () => {
    const report = {
      testResults: [
        {
          name: `${root}/core/a.test.ts`,
          status: "failed",
          message: "",
          assertionResults: [
            {
              ancestorTitles: ["outer", "inner"],
              title: "fails here",
              fullName: "outer inner fails here",
              status: "failed",
            },
            { ancestorTitles: ["outer"], title: "passes", fullName: "outer passes", status: "passed" },
          ],
        },
        {
          name: `${root}/core/b.test.ts`,
          status: "failed",
          message: "Cannot find module './does-not-exist' imported from /work/repo/core/b.test.ts",
          assertionResults: [],
        },
        { name: `${root}/core/c.test.ts`, status: "passed", assertionResults: [{ status: "passed" }] },
      ],
    };
    expect(vitestFailures(report, root)).toEqual([
      { suite: "vitest", file: "core/a.test.ts", test: "outer inner fails here" },
      {
        suite: "vitest",
        file: "core/b.test.ts",
        test: "(the file failed: Cannot find module './does-not-exist' imported from /work/repo/core/b.test.ts)",
      },
    ]);
  });

  it("names Playwright's unexpected and flaky tests under their describe blocks and project, and errors outside tests", () => {
    const report = {
      config: { rootDir: `${root}/tests/e2e` },
      suites: [
        {
          title: "a.spec.ts",
          file: "a.spec.ts",
          specs: [spec("top fails", "unexpected"), spec("skipped", "skipped")],
          suites: [
            {
              title: "outer",
              file: "a.spec.ts",
              specs: [spec("passes", "expected"), spec("came back", "flaky")],
              suites: [{ title: "inner", file: "a.spec.ts", specs: [spec("fails here", "unexpected")] }],
            },
          ],
        },
      ],
      errors: [
        {
          message: "\u001b[31mError: No tests found\u001b[39m\nmore",
          location: { file: `${root}/tests/e2e/b.spec.ts` },
        },
        { message: "Error: Timed out waiting 180000ms from config.webServer." },
      ],
    };
    expect(playwrightFailures(report, root)).toEqual([
      { suite: "playwright", file: "tests/e2e/a.spec.ts", test: "[chromium] top fails" },
      {
        suite: "playwright",
        file: "tests/e2e/a.spec.ts",
        test: "[chromium] outer > came back (flaky: failed, then passed on a retry)",
      },
      { suite: "playwright", file: "tests/e2e/a.spec.ts", test: "[chromium] outer > inner > fails here" },
      {
        suite: "playwright",
        file: "tests/e2e/b.spec.ts",
        test: "(error outside a test: Error: No tests found)",
      },
      {
        suite: "playwright",
        file: "(no file)",
        test: "(error outside a test: Error: Timed out waiting 180000ms from config.webServer.)",
      },
    ]);
  });

  it("names each type error and each lint finding with its file", () => {
    expect(
      typecheckFailures(
        "core/bad.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\nFound 1 error.\n",
      ),
    ).toEqual([
      {
        suite: "typecheck",
        file: "core/bad.ts",
        test: "line 1: TS2322 Type 'string' is not assignable to type 'number'.",
      },
    ]);
    expect(
      lintFailures(
        [
          "ui/lint.ts:2:8: Variable 'a' is declared but never used. [Error/eslint(no-unused-vars)]",
          "",
          "1 problem",
          "[warn] ui/lint.ts",
          "[warn] Code style issues found in the above file. Run Prettier with --write to fix.",
        ].join("\n"),
      ),
    ).toEqual([
      {
        suite: "lint",
        file: "ui/lint.ts",
        test: "line 2: Variable 'a' is declared but never used. [Error/eslint(no-unused-vars)]",
      },
      { suite: "lint", file: "ui/lint.ts", test: "not formatted (npx prettier --write)" },
    ]);
  });

  it("reads nothing from a missing report or clean output, and lists one line per failure", () => {
    expect(vitestFailures(undefined, root)).toEqual([]);
    expect(playwrightFailures(null, root)).toEqual([]);
    expect(typecheckFailures("")).toEqual([]);
    expect(lintFailures("Found 0 warnings and 0 errors.\n")).toEqual([]);
    expect(failureLines([])).toEqual([]);
    expect(
      failureLines([{ suite: "vitest", file: "core/a.test.ts", test: "outer inner fails here" }]),
    ).toEqual(["Failed (1):", "  vitest  core/a.test.ts  outer inner fails here"]);
    expect(firstLine("\u001b[2mexpect(\u001b[22mreceived\nsecond")).toBe("expect(received");
  });
});
