/**
 * Vitest global setup: names this run for the seeded templates its workers build
 * (tests/server/support/seeded-templates.ts) and removes them when every file is done: the data
 * directories in the system's temp folder and, where PostgreSQL answers, the template databases.
 * A run killed half-way leaves them behind, under names no later run uses (they carry the run's
 * random part).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { postgresAdminUrl } from "../server/support/database-targets";
import { seededPrefix } from "../server/support/seeded-names";

export function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString("hex");
  project.provide("seededTemplateRun", run);
  const prefix = seededPrefix(run);
  return async () => {
    for (const entry of readdirSync(tmpdir())) {
      if (entry.startsWith(prefix.directory)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
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
