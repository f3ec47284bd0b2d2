import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { migrationsFolder, openDatabase } from "../../../server/db/database";
import { testTempDir } from "../../support/test-temp-dir";

/*
 * Migrated templates: the integration tests start about a hundred servers, and a fresh PGlite
 * database spends seconds in initdb before the migrations even start. So the migrations are applied
 * once, by the server's own code (openDatabase + migrate), to a template that every test database is
 * then cloned from: a PGlite data directory copied into the test's DATA_DIR, a PostgreSQL database
 * made with CREATE DATABASE … TEMPLATE. Each server still runs its migrations at boot (they find
 * nothing to do, as on every restart) and its seeds. A template is named by a hash of what makes it,
 * so a changed migration, PGlite or Drizzle makes a new one instead of reusing a stale one.
 */

const repoRoot = join(import.meta.dirname, "../../..");

function packageVersion(name: string): string {
  const file = join(repoRoot, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .toSorted();
}

let key: string | undefined;

/** Hash of the migration files and of the two packages that write the template. */
export function templateKey(): string {
  if (key !== undefined) return key;
  const hash = createHash("sha256");
  hash.update(`pglite ${packageVersion("@electric-sql/pglite")} drizzle ${packageVersion("drizzle-orm")}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(file.slice(migrationsFolder.length));
    hash.update(readFileSync(file));
  }
  key = hash.digest("hex").slice(0, 16);
  return key;
}

let pgliteTemplate: Promise<string> | undefined;

/**
 * The migrated PGlite data directory in the tests' temp dir (tests/support/test-temp-dir.ts), made
 * on first use. Two workers that both find it missing both build one; the first rename wins and the
 * other throws its copy away, so a half-built directory is never seen under the final name.
 */
function migratedPgliteDir(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const finalDir = join(testTempDir(), `portal-pglite-template-${templateKey()}`);
    if (existsSync(join(finalDir, "PG_VERSION"))) return finalDir;
    const buildDir = mkdtempSync(join(testTempDir(), "portal-pglite-build-"));
    try {
      const database = await openDatabase({ databaseUrl: undefined, dataDir: buildDir });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      try {
        renameSync(join(buildDir, "pglite"), finalDir);
      } catch (error) {
        if (!existsSync(join(finalDir, "PG_VERSION"))) throw error;
      }
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    return finalDir;
  })();
  return pgliteTemplate;
}

/** Puts a migrated PGlite database where the server opens it (`dataDir/pglite`, see openDatabase). */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  cpSync(await migratedPgliteDir(), join(dataDir, "pglite"), { recursive: true });
}

// Taken on the admin database while a template is built: one builder per PostgreSQL server, across
// workers and checkouts. Any number that nothing else locks there does.
const TEMPLATE_LOCK_ID = 4_823_117_002;

const postgresTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on this PostgreSQL server, made on first use. */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const made = postgresTemplates.get(adminUrl) ?? buildPostgresTemplate(adminUrl);
  postgresTemplates.set(adminUrl, made);
  return made;
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_template_${templateKey()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a run killed half-way leaves no template
      // that looks finished (its leftover is dropped by the next build).
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // The pool's last backends may still be closing after pool.end(); renaming waits for them.
      await admin.query(`alter database ${building} allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
        building,
      ]);
      await whenDatabaseFree(admin, `alter database ${building} rename to ${name}`);
      // Nobody connects to the template, so cloning it never fails on "being accessed by other users".
      await admin.query(`alter database ${name} is_template true`);
    }
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Runs a statement that needs a database nobody is connected to (a rename, or a CREATE DATABASE …
 * TEMPLATE from it): a backend that was just terminated, or a closed pool's last one, may still be
 * exiting (55006 object_in_use, "being accessed by other users"), so it tries again for up to a second.
 */
export async function whenDatabaseFree(admin: Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
