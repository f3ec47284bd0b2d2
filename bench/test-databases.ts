import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/database";
import { availableDatabases, type DatabaseTarget } from "../tests/server/support/database-targets";

/**
 * npx tsx bench/test-databases.ts — what one integration-test server spends on its database before
 * the seeds: an empty database migrated from scratch (what every server did before) against a clone
 * of the migrated template (tests/server/support/migrated-templates.ts). Alternates the two, ROUNDS
 * times each (BENCH_ROUNDS, default 5), and prints medians of wall time and of this process's CPU
 * (PostgreSQL's own CPU is in its server processes, not here).
 */

const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 5);

interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
}

async function once(target: DatabaseTarget, empty: boolean): Promise<Sample> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-testdb-"));
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const database = await target.create({ dataDir, empty });
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  await handle.migrate();
  const used = process.cpuUsage(cpu);
  const sample = { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  return sample;
}

const median = (values: readonly number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  `${cpus().length} cores, load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
for (const target of await availableDatabases()) {
  // One clone first so building the template (once per migrations hash) is not in the figures.
  await once(target, false);
  const fresh: Sample[] = [];
  const cloned: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    fresh.push(await once(target, true));
    cloned.push(await once(target, false));
  }
  for (const [label, samples] of [
    ["empty + migrate", fresh],
    ["template clone + migrate", cloned],
  ] as const)
    console.log(
      `${target.name.padEnd(8)} ${label.padEnd(25)} wall ${median(samples.map((s) => s.wallMs)).toFixed(0)} ms, cpu ${median(samples.map((s) => s.cpuMs)).toFixed(0)} ms`,
    );
}
