import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { availableDatabases } from "../../server/support/database-targets";
import { startSmsSink, type SmsSink } from "../../server/support/sms-sink";
import { startSmtpSink, type SmtpSink } from "../../server/support/smtp-sink";
import { testTempDir } from "../../support/test-temp-dir";

/**
 * A franchise group's first install, for the browser (issue 35, "Playwright from nothing"): an empty
 * PostgreSQL database, an SMTP sink and an HTTP SMS sink on loopback, the first head-office account
 * made by `npm run admin -- create-head-office` (the password on standard input), then a
 * production-mode server (`NODE_ENV=production`: reference data only, no demo account, no outbox
 * route) serving the browser app that e2e-servers.ts built into dist/web.
 *
 * Its port is the worker's app port + 5 (e2e-port-numbers.ts: the workers' servers are at base + 10·i,
 * the commerce server at base + 2, the supervisor's status at base + 9, identity providers at + 1000),
 * so it never meets another server of the run, whichever worker and project starts it.
 */
export const FROM_NOTHING_OFFSET = 5;

export interface HeadOffice {
  readonly mobile: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface FromNothing {
  /** `http://localhost:<port>`: the server's PUBLIC_URL. */
  readonly origin: string;
  /** An app path as an absolute URL of this server (`/admin/stores` → …/portal/admin/stores). */
  readonly url: (path: string) => string;
  readonly headOffice: HeadOffice;
  /** What `npm run admin -- create-head-office` printed on standard output. */
  readonly commandOutput: string;
  readonly smtp: SmtpSink;
  readonly sms: SmsSink;
  /** Where the server's JSON log goes, for the failure message of a test that needs it. */
  readonly logFile: string;
  /** Stops the server (its whole process group), the sinks, drops the database and the data. */
  readonly stop: () => Promise<void>;
}

const ROOT = resolve(import.meta.dirname, "../../..");
const TSX = join(ROOT, "node_modules/.bin/tsx");

/** Spec 5's rule: 8 characters at least, an uppercase letter, a digit and a special character. */
export const HEAD_OFFICE: HeadOffice = {
  mobile: "6977000001",
  password: "Kentriko#2026",
  firstName: "Ελένη",
  lastName: "Γεωργίου",
  email: "e.georgiou@example.com",
};

/** The port of this worker's from-nothing server (E2E_PORT is the worker's own app port here). */
export const fromNothingPort = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env["E2E_PORT"] ?? 8181) + FROM_NOTHING_OFFSET;

function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Ends a child started in its own process group, with everything under it (npx, tsx, node). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}

/**
 * Everything from nothing, in the order an operator would: database, delivery, the first account by
 * command, the server. Throws with the command's or the server's own words when a step fails.
 */
export async function startFromNothing(headOffice: HeadOffice = HEAD_OFFICE): Promise<FromNothing> {
  if (!existsSync(join(ROOT, "dist/web/index.html")))
    throw new Error(
      "dist/web is missing: the browser tests' servers build it (tests/e2e/support/e2e-servers.ts)",
    );
  const postgres = (await availableDatabases()).find((target) => target.name === "postgres");
  if (postgres === undefined)
    throw new Error("Playwright from nothing needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432)");
  const port = fromNothingPort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(testTempDir(), "portal-from-nothing-"));
  // Empty: not one table; the command and the server migrate it. Named by port, so a run that was
  // killed before dropping it has it replaced by the next.
  const database = await postgres.create({ dataDir, empty: true, name: `portal_e2e_nothing_${port}` });
  const databaseUrl = database.databaseUrl ?? "";
  const smtp = await startSmtpSink();
  const sms = await startSmsSink();
  let server: ChildProcess | undefined;
  let commandOutput = "";
  const logFile = resolve(ROOT, `test-results/e2e-from-nothing-${port}.log`);
  const stop = async () => {
    if (server !== undefined) await stopGroup(server);
    await Promise.allSettled([smtp.close(), sms.close()]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Only what an operator's shell would hand the command: no NODE_ENV of the test run.
    const operator: NodeJS.ProcessEnv = {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      LANG: "C.UTF-8",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    };
    const created = await run(
      "npm",
      [
        "run",
        "--silent",
        "admin",
        "--",
        "create-head-office",
        "--mobile",
        headOffice.mobile,
        "--country-code",
        "30",
        "--first-name",
        headOffice.firstName,
        "--last-name",
        headOffice.lastName,
        "--email",
        headOffice.email,
      ],
      operator,
      `${headOffice.password}\n`,
    );
    if (created.code !== 0)
      throw new Error(`npm run admin -- create-head-office failed (${created.code}): ${created.stderr}`);
    commandOutput = created.stdout;

    server = spawn(TSX, ["server/main.ts"], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", openSync(logFile, "w"), openSync(logFile, "a")],
      env: {
        ...operator,
        NODE_ENV: "production",
        PORT: String(port),
        // Production listens on every address by default; a test keeps it on this machine.
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        JWT_SECRET: randomBytes(32).toString("hex"),
        SMTP_URL: smtp.url,
        MAIL_FROM: "Franchise portal <portal@example.com>",
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_TOKEN: randomBytes(16).toString("hex"),
        OUTBOX_POLL_MS: "100",
        LOG_FORMAT: "json",
        LOG_LEVEL: "info",
      },
    });
    const exited = new Promise<never>((_, fail) =>
      server?.once("exit", (code, signal) =>
        fail(new Error(`the production server ended (${signal ?? `exit ${code}`}); its log: ${logFile}`)),
      ),
    );
    exited.catch(() => {});
    const deadline = Date.now() + 120_000;
    while (!(await answers(`${origin}/portal/`))) {
      if (Date.now() > deadline) throw new Error(`the production server did not answer; its log: ${logFile}`);
      await Promise.race([exited, new Promise((done) => setTimeout(done, 250))]);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    url: (path: string) => `${origin}/portal${path}`,
    headOffice,
    commandOutput,
    smtp,
    sms,
    logFile,
    stop,
  };
}
