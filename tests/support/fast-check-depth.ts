import * as fc from "fast-check";

/**
 * Vitest setup: `FC_NUM_RUNS=1000 npx vitest run core` searches every property that does not set
 * its own `numRuns` ten times deeper than the default 100, and `FC_SEED=<seed>` replays the seed a
 * failing run printed. Neither is set in `npm test`, which keeps fast-check's defaults (a new seed
 * on every run, so CI keeps exploring).
 */
const numRuns = Number(process.env["FC_NUM_RUNS"] ?? "");
const seed = Number(process.env["FC_SEED"] ?? "");
fc.configureGlobal({
  ...(Number.isInteger(numRuns) && numRuns > 0 ? { numRuns } : {}),
  ...(process.env["FC_SEED"] !== undefined && Number.isInteger(seed) ? { seed } : {}),
});
