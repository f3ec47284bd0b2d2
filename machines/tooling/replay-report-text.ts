import type { ReplayReport, ReplayStep } from "./replay-engine";

/* Plain-text lines for a replay: the CLI prints them; a page can show them in a <pre>. */

export const REPLAY_HEADER = `${"step".padStart(4)}  ${"time".padStart(9)}  ${"event".padEnd(32)}  ${"expected".padEnd(36)}  actual`;

export function replayStepLine(step: ReplayStep): string {
  const mark = step.ok ? "ok" : "DIFFERS";
  return [
    String(step.number).padStart(4),
    `${step.at} ms`.padStart(9),
    step.action.padEnd(32),
    step.expected.padEnd(36),
    `${step.actual}  ${mark}`,
  ].join("  ");
}

export function replaySummaryLines(report: ReplayReport): string[] {
  return [
    ...report.warnings.map((warning) => `note: ${warning}`),
    report.ok ? `PASSED: ${report.message}` : `STOPPED: ${report.message}`,
  ];
}
