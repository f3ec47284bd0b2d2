import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { bootBenchServer } from "./boot-bench-server";

/*
 * The databases a server benchmark runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * or 127.0.0.1:5432 answers. Each run boots the real server on a fresh database and drops it after.
 */

export type BenchDatabase = "pglite" | "postgres";
export type BenchServer = Awaited<ReturnType<typeof bootBenchServer>>;

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
  return (await reachable("127.0.0.1", 5432)) ? "postgres://postgres@127.0.0.1:5432/postgres" : undefined;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** The databases to run on, PGlite first. */
export async function benchDatabases(): Promise<
  { readonly database: BenchDatabase; readonly adminUrl?: string }[]
> {
  const adminUrl = await postgresAdminUrl();
  if (adminUrl === undefined) console.log("PostgreSQL not reachable: PGlite only");
  return adminUrl === undefined
    ? [{ database: "pglite" }]
    : [{ database: "pglite" }, { database: "postgres", adminUrl }];
}

/** Boots the real server (demo mode) on a fresh database, runs `work`, and removes everything after. */
export async function withBenchServer<T>(
  target: { readonly database: BenchDatabase; readonly adminUrl?: string },
  work: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const dbName = `portal_bench_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (target.database === "postgres" && target.adminUrl !== undefined) {
    await adminQuery(target.adminUrl, `create database ${dbName}`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = await bootBenchServer({ dataDir, databaseUrl });
  try {
    return await work(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl !== undefined && target.adminUrl !== undefined)
      await adminQuery(target.adminUrl, `drop database if exists ${dbName} with (force)`);
  }
}
