import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { PNG_BYTES } from "./support/ticket-client";

const databases = await availableDatabases();
const GRACE_MS = 10_000;

/** `npm start` as a process of its own (server/main.ts), so SIGTERM and the exit code are real. */
interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  readonly exit: Promise<number | null>;
  readonly output: () => string;
}

async function startProcess(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exit = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /"url":"(http:\/\/[^"/]+)\//u.exec(output);
      if (found?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exit.then(() => reject(new Error(`exited before listening:\n${output}`)));
  });
  return { child, url, port: Number(new URL(url).port), exit, output: () => output };
}

/** A multipart upload whose body is sent in two halves: the second when `finish` is called; resolves with the status. */
function slowUpload(url: string, token: string) {
  const boundary = "----slow-upload-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const body = Buffer.concat([head, Buffer.from(PNG_BYTES), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = Math.floor(body.length / 2);
  let finish: (() => void) | undefined;
  const status = new Promise<number>((resolve, reject) => {
    const req = request(
      `${url}/echo/rest/api/v2/files`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(body.length),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { status, finish: () => finish?.() };
}

/** Whether a new TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(databases)("graceful stop on $name", (target) => {
  let dataDir: string;
  let drop: () => Promise<void>;
  let started: Started;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-stop-"));
    const database = await target.create({ dataDir });
    drop = database.drop;
    started = await startProcess({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-0123456789",
      LOG_FORMAT: "json",
      SHUTDOWN_GRACE: `${GRACE_MS / 1000}s`,
      ...(database.databaseUrl === undefined ? {} : { DATABASE_URL: database.databaseUrl }),
    });
  }, 180_000);
  afterAll(async () => {
    if (started.child.exitCode === null) started.child.kill("SIGKILL");
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("SIGTERM: the upload in flight finishes with 2xx, new connections are refused, exit 0 within the grace", async () => {
    const token = (await loginTokens(`${started.url}/echo/rest/api`, "6900000003")).access_token;
    expect((await fetch(`${started.url}/readyz`)).status).toBe(200);
    const upload = slowUpload(started.url, token);
    await sleep(300); // the first half is on the server: the request is in flight
    const signalled = performance.now();
    started.child.kill("SIGTERM");
    await sleep(500);
    expect(await connects(started.port)).toBe(false);
    expect(started.child.exitCode).toBeNull(); // still finishing the upload
    upload.finish();
    expect(await upload.status).toBe(201);
    expect(await started.exit).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(GRACE_MS);
    expect(started.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
