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

const freePort = async (first: number): Promise<number> => {
  for (let port = first; port <= first + 49; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${first}-${first + 49}`);
};

/**
 * Runs `use` with the login page's URL while the server runs, then stops it. `demo`: demo mode
 * (NODE_ENV=development: the demo accounts and data, same built app) for the benchmarks that sign
 * in; `firstPort`: where the search for a free port starts (BENCH_PORT, 9000 by default).
 */
export async function withProductionServer<T>(
  use: (loginUrl: string) => Promise<T>,
  options: { readonly demo?: boolean } = {},
): Promise<T> {
  const port = await freePort(Number(process.env["BENCH_PORT"] ?? 9000));
  const dataDir = mkdtempSync(join(tmpdir(), "portal-web-bench-"));
  const url = `http://127.0.0.1:${port}/portal/`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: options.demo === true ? "development" : "production",
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
      if (attempt >= 960) throw new Error(`server did not answer ${url} within 240 s`);
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
