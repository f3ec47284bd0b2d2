import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * The login page as a visitor gets it: `server/main.ts` in production mode (precompressed assets,
 * the pre-rendered index.html) serving dist/web, on a free port in 9000-9049 with a random
 * JWT_SECRET and a temporary DATA_DIR removed after. Shared by the web benchmarks (Lighthouse and
 * the Chromium download count), which build dist/web first.
 */

const freePort = async (): Promise<number> => {
  for (let port = 9000; port <= 9049; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 9000-9049");
};

/** Runs `use` with the login page's URL while the server runs, then stops it. */
export async function withProductionServer<T>(use: (loginUrl: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-web-bench-"));
  const url = `http://127.0.0.1:${port}/portal/`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
      if (attempt >= 240) throw new Error(`server did not answer ${url} within 60 s`);
      const ok = await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await use(url);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
