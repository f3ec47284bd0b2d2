import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseTraceText } from "../../core/traces/decode-trace";
import type { TraceFile } from "../../core/traces/trace-format";
import { machineRegistry } from "../../machines/machine-registry";
import { coverageTable } from "../../machines/tooling/coverage-table";
import { machineCoverage } from "../../machines/tooling/machine-coverage";
import { traceSamples } from "../../machines/tooling/trace-samples";

/*
 * `npm run coverage:machines [-- --details]`: per machine, the states and transitions that
 * xstate/graph paths reach. Events are tried without payload and with the payloads and inputs
 * found in tests/traces/*.json, so recording a trace of a flow also teaches the model its guards.
 */

const tracesDir = fileURLToPath(new URL("../../tests/traces/", import.meta.url));
const traces: TraceFile[] = readdirSync(tracesDir)
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => {
    const decoded = parseTraceText(readFileSync(`${tracesDir}${name}`, "utf8"));
    if (!decoded.ok) console.error(`tests/traces/${name}: ${decoded.message}`);
    return decoded.ok ? [decoded.trace] : [];
  });

const rows = machineRegistry.map(({ id, machine }) => {
  const { inputs, samples } = traceSamples(traces, id);
  return machineCoverage(machine, { inputs: [{}, ...inputs], samples });
});
process.stdout.write(coverageTable(rows, process.argv.includes("--details")));
