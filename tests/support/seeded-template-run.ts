/**
 * Vitest global setup: names this run for the seeded templates its workers build
 * (tests/server/support/seeded-templates.ts) and removes them when every file is done: the data
 * directories in the tests' temp folder (tests/support/test-temp-dir.ts: memory where the machine
 * allows) and, where PostgreSQL answers, the template databases. A run killed half-way leaves them
 * behind, under names no later run uses (they carry the run's random part); the next run removes
 * such directories, and test servers' data directories, once they are a day old (in memory they
 * would hold it until the machine restarts).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { postgresAdminUrl } from "../server/support/database-targets";
import { seededPrefix } from "../server/support/seeded-names";
import { testTempDir } from "./test-temp-dir";

/** Older than this, a run's seeded directory or a server's data directory was left by a killed run. */
const LEFT_BEHIND_MS = 24 * 60 * 60 * 1000;

function removeLeftBehind(root: string, now: number): void {
  for (const entry of readdirSync(root)) {
    if (!entry.startsWith("portal-seeded-") && !entry.startsWith("portal-test-")) continue;
    const path = join(root, entry);
    try {
      if (now - statSync(path).mtimeMs > LEFT_BEHIND_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by the run that made it.
    }
  }
}

export function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString("hex");
  project.provide("seededTemplateRun", run);
  const prefix = seededPrefix(run);
  removeLeftBehind(testTempDir(), Date.now());
  return async () => {
    const root = testTempDir();
    for (const entry of readdirSync(root)) {
      if (entry.startsWith(prefix.directory)) rmSync(join(root, entry), { recursive: true, force: true });
    }
    const adminUrl = await postgresAdminUrl();
    if (adminUrl === undefined) return;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const made = await admin.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [prefix.database],
      );
      for (const { datname } of made.rows) {
        await admin.query(`alter database ${datname} is_template false`);
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
