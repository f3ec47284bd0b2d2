import { readFileSync } from "node:fs";
import { parseTraceText } from "../../core/traces/decode-trace";
import { machineRegistry } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";
import { REPLAY_HEADER, replayStepLine, replaySummaryLines } from "../../machines/tooling/replay-report-text";

/*
 * `npm run replay -- <trace.json>`: replays a recorded trace through the app's machines and
 * prints each step. Exit 0 when every state matches, 1 at the first difference, 2 when the
 * file cannot be read as a trace.
 */

const [path] = process.argv.slice(2);
if (path === undefined) {
  console.error("Usage: npm run replay -- <trace.json>");
  process.exit(2);
}

let text: string;
try {
  text = readFileSync(path, "utf8");
} catch (error) {
  console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const decoded = parseTraceText(text);
if (!decoded.ok) {
  console.error(`${path}: ${decoded.message} [${decoded.key}]`);
  process.exit(2);
}

const { trace } = decoded;
console.log(
  `Trace of app ${trace.appVersion}, recorded ${trace.recordedAt}, ${trace.entries.length} entries${trace.dropped > 0 ? ` (${trace.dropped} older ones dropped)` : ""}.`,
);
let lastRun = "";
const report = replayTrace(trace, machineRegistry, {
  onStep: (step) => {
    if (step.run !== lastRun) {
      lastRun = step.run;
      console.log(`\n${step.machineId} (run ${step.run})\n${REPLAY_HEADER}`);
    }
    console.log(replayStepLine(step));
  },
});
console.log("");
for (const line of replaySummaryLines(report)) console.log(line);
process.exit(report.ok ? 0 : 1);
