import { registryCoverage } from "../../tests/machines/registry-coverage";
import { coverageTable } from "../../tests/machines/coverage-table";
import { fullyCovered } from "../../tests/machines/machine-coverage";

/*
 * `npm run coverage:machines [-- --details]`: per machine of machines/machine-registry.ts, the
 * states and transitions covered by the xstate/graph paths of its model (machines/models/), which
 * the model tests replay. `--details` names what is not covered. Exit 1 when a machine has no
 * model or is not fully covered, so it can gate a build.
 */

const rows = registryCoverage();
process.stdout.write(coverageTable(rows, process.argv.includes("--details")));
process.exitCode = rows.every(fullyCovered) ? 0 : 1;
