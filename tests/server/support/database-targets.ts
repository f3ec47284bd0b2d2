import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import { Client } from "pg";
import { cpSync } from "node:fs";
import { copyMigratedPglite, migratedPostgresTemplate, whenDatabaseFree } from "./migrated-templates";

/** A database the integration tests run against: PGlite always, PostgreSQL when one is reachable. */
export interface DatabaseTarget {
  readonly name: "pglite" | "postgres";
  /**
   * A fresh database with every migration applied (cloned from a template, migrated-templates.ts);
   * `databaseUrl` undefined means PGlite in `dataDir`. With `empty`, a database without any table,
   * for the tests of migrating itself. With `name` (PostgreSQL only), the database has that name and
   * replaces one left by an earlier run that never dropped it (the browser tests' servers, per port).
   * With `seeded` (inside Vitest only), the demo data is already there, in the database and in
   * `dataDir`'s files and avatars (seeded-templates.ts).
   */
  readonly create: (options: {
    readonly dataDir: string;
    readonly empty?: boolean;
    readonly name?: string;
    readonly seeded?: boolean;
  }) => Promise<{
    readonly databaseUrl: string | undefined;
    readonly drop: () => Promise<void>;
  }>;
}

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function postgresAdminUrl(): Promise<string | undefined> {
  const configured = process.env["TEST_DATABASE_URL"];
  if (configured !== undefined && configured !== "") return configured;
  return (await reachable("127.0.0.1", 5432)) ? DEFAULT_POSTGRES_URL : undefined;
}

const pglite: DatabaseTarget = {
  name: "pglite",
  create: async ({ dataDir, empty, seeded }) => {
    // Loaded only when asked for: it reads the Vitest run's name, and the browser tests' servers and
    // the benchmarks use these targets outside Vitest.
    if (seeded === true) await (await import("./seeded-templates")).copySeededPglite(dataDir);
    else if (empty !== true) await copyMigratedPglite(dataDir);
    return { databaseUrl: undefined, drop: async () => {} };
  },
};

function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: "postgres",
    create: async ({ dataDir, empty, name: fixedName, seeded }) => {
      // One database per test file: files run in parallel and must not see each other's rows.
      const name = fixedName ?? `portal_test_${randomBytes(6).toString("hex")}`;
      if (!/^[a-z_][a-z0-9_]*$/u.test(name)) throw new Error(`not a database name: ${name}`);
      const withSeed =
        seeded === true ? await (await import("./seeded-templates")).seededPostgres(adminUrl) : undefined;
      if (withSeed !== undefined) cpSync(withSeed.dataDir, dataDir, { recursive: true });
      const template =
        withSeed?.template ?? (empty === true ? undefined : await migratedPostgresTemplate(adminUrl));
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      if (fixedName !== undefined) await admin.query(`drop database if exists ${name} with (force)`);
      await whenDatabaseFree(
        admin,
        `create database ${name}${template === undefined ? "" : ` template ${template}`}`,
      );
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        databaseUrl: url.toString(),
        drop: async () => {
          const client = new Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers. */
export async function availableDatabases(): Promise<readonly DatabaseTarget[]> {
  const adminUrl = await postgresAdminUrl();
  return adminUrl === undefined ? [pglite] : [pglite, postgres(adminUrl)];
}
