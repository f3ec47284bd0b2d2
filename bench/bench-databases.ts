import { createConnection } from "node:net";
import { Client } from "pg";

/*
 * The databases a server benchmark runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * or 127.0.0.1:5432 answers. Shared by bench/tickets.ts and bench/tasks.ts.
 */

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
