import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, totalmem, tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../server/seed/demo-data";
import { BENCH_JWT_SECRET } from "./boot-bench-server";
import { adminQuery, postgresAdminUrl } from "./bench-databases";
import { percentile } from "./tickets/measure";

/**
 * npm run bench:capacity — issue #41 goal 4, a busy morning: how many active people one instance
 * serves on PostgreSQL with p99 under 300 ms for reads and 500 ms for writes.
 *
 * The server runs as `npm start` does, in its own process (demo mode, a fresh PostgreSQL database),
 * so the simulated people (this process) do not share its event loop; the database and this load
 * generator share the machine with it, as the goal says. Each simulated person signs in with a demo
 * account (their own session), loads the base and the dashboard, then every THINK seconds (a random
 * phase, so they do not act in step) does one thing of the recorded mix below. The population grows
 * in steps; each step has a ramp (its new people sign in) and then a measured window.
 *
 * Options: CAPACITY_STEPS=100,250,500,1000 (people), CAPACITY_RAMP=20 and CAPACITY_WINDOW=30
 * (seconds per step), CAPACITY_THINK=10 (seconds between a person's actions), BENCH_DATABASE_URL (a
 * database of yours; else a fresh one on TEST_DATABASE_URL or 127.0.0.1:5432, dropped after).
 */

const STEPS = (process.env["CAPACITY_STEPS"] ?? "100,250,500,1000").split(",").map(Number);
const RAMP_SECONDS = Number(process.env["CAPACITY_RAMP"] ?? 20);
const WINDOW_SECONDS = Number(process.env["CAPACITY_WINDOW"] ?? 30);
const THINK_SECONDS = Number(process.env["CAPACITY_THINK"] ?? 10);
const READ_BUDGET_MS = 300;
const WRITE_BUDGET_MS = 500;

/** The people: the demo accounts with a password whose role works in stores with tickets. */
const ACCOUNTS = DEMO_ACCOUNTS.filter(
  (a) => a.hasPassword && a.storeIds.length > 0 && ["franchisee", "store_manager"].includes(a.role),
);

/** What a person does between two pauses, and how often (weights out of 100): one morning's mix. */
const MIX: ReadonlyArray<readonly [Action, number]> = [
  ["dashboard", 20],
  ["ticket list", 15],
  ["task list", 15],
  ["post list", 10],
  ["ticket detail", 15],
  ["reply", 10],
  ["store switch", 10],
  ["sign in again", 5],
];
type Action =
  | "dashboard"
  | "ticket list"
  | "task list"
  | "post list"
  | "ticket detail"
  | "reply"
  | "store switch"
  | "sign in again";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}

/** One step's figures, over its measured window. */
interface StepFigures {
  readonly people: number;
  readonly requestsPerSecond: number;
  readonly readP50: number;
  readonly readP99: number;
  readonly writeP50: number;
  readonly writeP99: number;
  readonly failed: number;
  readonly requests: number;
}

interface Sample {
  readonly at: number;
  readonly kind: "read" | "write";
  readonly ms: number;
  readonly ok: boolean;
}
const samples: Sample[] = [];
const actionsDone = new Map<Action, number>();

async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  kind: "read" | "write",
): Promise<{ status: number; body: unknown }> {
  const started = performance.now();
  let status = 0;
  let body: unknown = undefined;
  try {
    // Node's fetch keeps connections alive and opens more as needed, as a browser's would.
    const answer = await fetch(url, init);
    status = answer.status;
    const text = await answer.text();
    body = text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text;
  } catch {
    status = 0;
  }
  samples.push({ at: Date.now(), kind, ms: performance.now() - started, ok: status > 0 && status < 400 });
  return { status, body };
}

/** The first ticket id in a list answer, whatever its wrapping (`data`, `items` or a bare array). */
function firstId(body: unknown): number | undefined {
  const rows = Array.isArray(body)
    ? body
    : ((body as { data?: unknown[]; items?: unknown[] } | undefined)?.data ??
      (body as { items?: unknown[] } | undefined)?.items ??
      []);
  const row = rows.find((r) => typeof r === "object" && r !== null) as
    { id?: number; ticket_id?: number } | undefined;
  return row?.ticket_id ?? row?.id;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chooseAction(): Action {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return "dashboard";
}

/** One simulated person, acting until `stopAt`. */
async function person(api: string, version: string, index: number, stop: { at: number }): Promise<void> {
  const account = ACCOUNTS[index % ACCOUNTS.length]!;
  const basic = `Basic ${Buffer.from(`${account.mobile}:${DEMO_PASSWORD}`).toString("base64")}`;
  let store = pick(account.storeIds);
  let auth: Record<string, string> = {};
  let ticketId: number | undefined;
  const signIn = async () => {
    const login = await call(
      `${api}/auth/login`,
      { method: "POST", headers: { Authorization: basic } },
      "write",
    );
    const token = (login.body as { access_token?: string } | undefined)?.access_token;
    if (token !== undefined) auth = { Authorization: `Bearer ${token}` };
  };
  const get = (path: string) => call(`${api}/${path}`, { headers: auth }, "read");
  const base = () => get(`base?location_id=${store}&translations_version=${encodeURIComponent(version)}`);
  const dashboard = () => get(`posts?location_id=${store}&view=widget`);
  const act: Record<Action, () => Promise<unknown>> = {
    dashboard,
    "ticket list": async () => {
      ticketId = firstId((await get(`v2/tickets/location/${store}?status=all`)).body) ?? ticketId;
    },
    "task list": () => get(`tasks?location_id=${store}&view=open`),
    "post list": () => get(`posts?location_id=${store}`),
    "ticket detail": async () => {
      if (ticketId === undefined) ticketId = firstId((await get(`v2/tickets/location/${store}`)).body);
      if (ticketId !== undefined) await get(`v2/tickets/${store}/${ticketId}`);
    },
    reply: async () => {
      if (ticketId === undefined) ticketId = firstId((await get(`v2/tickets/location/${store}`)).body);
      if (ticketId === undefined) return;
      await call(
        `${api}/v2/tickets/thread`,
        {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ ticket_id: ticketId, message: `Ενημέρωση ${index}: ο τεχνικός έρχεται.` }),
        },
        "write",
      );
    },
    "store switch": async () => {
      store = pick(account.storeIds);
      ticketId = undefined;
      await base();
      await dashboard();
    },
    "sign in again": async () => {
      await signIn();
      await base();
    },
  };

  // The morning starts: sign in, the base and the dashboard; then a pause of random length.
  await signIn();
  await base();
  await dashboard();
  await sleep(Math.random() * THINK_SECONDS * 1000);
  while (Date.now() < stop.at) {
    const started = Date.now();
    const action = chooseAction();
    const before = samples.length;
    await act[action]();
    // Counted only when it sent something (a detail or reply needs a ticket of the store to exist).
    if (samples.length > before) actionsDone.set(action, (actionsDone.get(action) ?? 0) + 1);
    await sleep(Math.max(0, THINK_SECONDS * 1000 - (Date.now() - started)));
  }
}

const adminUrl = process.env["BENCH_DATABASE_URL"] === undefined ? await postgresAdminUrl() : undefined;
const dbName = `portal_capacity_${Date.now().toString(36)}`;
let databaseUrl = process.env["BENCH_DATABASE_URL"];
if (databaseUrl === undefined) {
  if (adminUrl === undefined)
    throw new Error("bench:capacity needs PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432)");
  await adminQuery(adminUrl, `create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const dataDir = mkdtempSync(join(tmpdir(), "portal-capacity-"));
const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "development",
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl !== undefined) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
};

const root = `http://127.0.0.1:${port}`;
const api = `${root}/echo/rest/api`;
try {
  const startDeadline = Date.now() + 600_000;
  while (
    (await fetch(`${root}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > startDeadline) throw new Error("the server did not become ready in 10 minutes");
    await sleep(500);
  }
  const etag = (await fetch(`${api}/translations?app_id=9000`)).headers.get("ETag") ?? "";
  const version = etag.replace(/^W\//, "").replace(/"/g, "");

  console.log(
    `bench:capacity — ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL; load average at start ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `each person acts every ${THINK_SECONDS} s; per step a ${RAMP_SECONDS} s ramp, then a ${WINDOW_SECONDS} s measured window; budgets p99 ≤ ${READ_BUDGET_MS} ms reads, ≤ ${WRITE_BUDGET_MS} ms writes\n`,
  );
  const stop = { at: Number.POSITIVE_INFINITY };
  const people: Promise<void>[] = [];
  const figures: StepFigures[] = [];
  for (const target of STEPS) {
    const adding = target - people.length;
    for (let i = 0; i < adding; i += 1) {
      people.push(person(api, version, people.length, stop));
      // New people arrive spread over the ramp, not all in one instant.
      await sleep((RAMP_SECONDS * 1000) / Math.max(1, adding));
    }
    const from = Date.now();
    await sleep(WINDOW_SECONDS * 1000);
    const window = samples.filter((s) => s.at >= from);
    const of = (kind: Sample["kind"]) => window.filter((s) => s.kind === kind).map((s) => s.ms);
    const step: StepFigures = {
      people: target,
      requestsPerSecond: window.length / WINDOW_SECONDS,
      readP50: percentile(of("read"), 50),
      readP99: percentile(of("read"), 99),
      writeP50: percentile(of("write"), 50),
      writeP99: percentile(of("write"), 99),
      failed: window.filter((s) => !s.ok).length,
      requests: window.length,
    };
    figures.push(step);
    console.log(
      `${String(step.people).padStart(5)} people: ${step.requestsPerSecond.toFixed(0).padStart(4)} req/s; reads p50 ${step.readP50.toFixed(0)} ms, p99 ${step.readP99.toFixed(0)} ms; writes p50 ${step.writeP50.toFixed(0)} ms, p99 ${step.writeP99.toFixed(0)} ms; ${step.failed} of ${step.requests} failed`,
    );
  }
  stop.at = 0;
  await Promise.all(people);
  console.log(
    `\nactions done: ${MIX.map(([action]) => `${action} ${actionsDone.get(action) ?? 0}`).join(", ")}`,
  );
  const best = figures
    .filter((f) => f.readP99 <= READ_BUDGET_MS && f.writeP99 <= WRITE_BUDGET_MS && f.failed === 0)
    .at(-1);
  console.log(
    best === undefined
      ? `\nNo step met the budgets (p99 reads ≤ ${READ_BUDGET_MS} ms, writes ≤ ${WRITE_BUDGET_MS} ms, no failures).`
      : `\nOne instance served ${best.people} active people within the budgets (the largest step measured that met them).`,
  );
} finally {
  await stopServer();
}
