/** Reads the JSON reports of Vitest and Playwright into one shape, so `npm test` can add them up. */
export interface Tally {
  readonly passed: number;
  readonly failed: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const numberAt = (record: Record<string, unknown>, key: string): number =>
  typeof record[key] === "number" ? record[key] : 0;

/** Vitest's json reporter: numPassedTests / numFailedTests (a file that failed to load counts as failed). */
export function countVitest(report: unknown): Tally {
  if (!isRecord(report)) return { passed: 0, failed: 0 };
  const failedSuites = Array.isArray(report["testResults"])
    ? report["testResults"].filter(
        (file) =>
          isRecord(file) &&
          file["status"] === "failed" &&
          Array.isArray(file["assertionResults"]) &&
          file["assertionResults"].length === 0,
      ).length
    : 0;
  return {
    passed: numberAt(report, "numPassedTests"),
    failed: numberAt(report, "numFailedTests") + failedSuites,
  };
}

/** Playwright's json reporter: stats.expected passed; unexpected and flaky count as failed. */
export function countPlaywright(report: unknown): Tally {
  if (!isRecord(report) || !isRecord(report["stats"])) return { passed: 0, failed: 0 };
  const stats = report["stats"];
  const loadErrors = Array.isArray(report["errors"]) ? report["errors"].length : 0;
  return {
    passed: numberAt(stats, "expected"),
    failed: numberAt(stats, "unexpected") + numberAt(stats, "flaky") + loadErrors,
  };
}
