import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase } from "../../../server/db/database";
import { directoryFileStore } from "../../../server/files/services/directory-file-store";
import { seedDemoData } from "../../../server/seed/demo-seed";
import { seedReferenceData } from "../../../server/seed/reference-seed";
import { copyMigratedPglite, migratedPostgresTemplate } from "./migrated-templates";
import { seededPrefix } from "./seeded-names";
import { testTempDir } from "../../support/test-temp-dir";

/*
 * Seeded templates: a test server in demo mode used to seed the demo data at each boot, about two
 * years of orders and invoices for every store, PDFs laid out with an embedded font, a few thousand
 * rows: more than half of a server start. Now each Vitest worker seeds once, with the server's own
 * seed code, into a data directory (PGlite's database, the files and the avatars) and, where
 * PostgreSQL answers, a template database; each test server starts from a copy. Its boot still
 * runs the seeds, which find their rows there and leave them, as on any restart.
 *
 * Built per run, not cached across runs like the migrated templates: the demo data is placed
 * around the moment it is seeded and follows the seed code, which changes far more often than the
 * migrations. The run's global setup (tests/support/seeded-template-run.ts) names the run and
 * removes what its workers built.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's name in the seeded templates' names; see tests/support/seeded-template-run.ts. */
    seededTemplateRun: string;
  }
}

// Unique per worker process: two workers build their own, without a lock between them.
const workerPart = `${process.pid}_${randomBytes(3).toString("hex")}`;

const runName = (): string => inject("seededTemplateRun");

/** Seeds demo data, as a demo server's boot does, into the database and files of `dataDir`. */
async function seedInto(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const avatarsDir = join(dataDir, "avatars");
  mkdirSync(avatarsDir, { recursive: true });
  const database = await openDatabase({ databaseUrl, dataDir });
  const files = directoryFileStore(join(dataDir, "files"));
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoData(database.db, avatarsDir, files);
  } finally {
    await files.close();
    await database.close();
  }
}

let pgliteDir: Promise<string> | undefined;

/** Puts a seeded PGlite data directory (database, files, avatars) at `dataDir`. */
export async function copySeededPglite(dataDir: string): Promise<void> {
  if (pgliteDir === undefined) {
    const building = buildPglite();
    pgliteDir = building;
    // A failed build is not kept: the next server of this worker tries again.
    building.catch(() => {
      if (pgliteDir === building) pgliteDir = undefined;
    });
  }
  cpSync(await pgliteDir, dataDir, { recursive: true });
}

async function buildPglite(): Promise<string> {
  const dir = join(testTempDir(), `${seededPrefix(runName()).directory}${workerPart}-pglite`);
  rmSync(dir, { recursive: true, force: true });
  await copyMigratedPglite(dir);
  await seedInto(dir, undefined);
  return dir;
}

const postgresSeeded = new Map<string, Promise<{ readonly template: string; readonly dataDir: string }>>();

/**
 * The seeded template database on this PostgreSQL server, and the data directory with its files,
 * made on first use by this worker.
 */
export function seededPostgres(
  adminUrl: string,
): Promise<{ readonly template: string; readonly dataDir: string }> {
  const known = postgresSeeded.get(adminUrl);
  if (known !== undefined) return known;
  const building = buildPostgres(adminUrl);
  postgresSeeded.set(adminUrl, building);
  // A failed build is not kept: the next server of this worker tries again.
  building.catch(() => {
    if (postgresSeeded.get(adminUrl) === building) postgresSeeded.delete(adminUrl);
  });
  return building;
}

async function buildPostgres(
  adminUrl: string,
): Promise<{ readonly template: string; readonly dataDir: string }> {
  const prefix = seededPrefix(runName());
  const template = `${prefix.database}${workerPart}`;
  const dataDir = join(testTempDir(), `${prefix.directory}${workerPart}-postgres`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // What a failed try of this worker left (never marked a template: that is the last step).
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template} template ${await migratedPostgresTemplate(adminUrl)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    await seedInto(dataDir, url.toString());
    // The seed's pool may still be closing its last backends; a template must have none.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      template,
    ]);
    await admin.query(`alter database ${template} is_template true`);
  } finally {
    await admin.end();
  }
  return { template, dataDir };
}
