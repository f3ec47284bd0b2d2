import { spawn } from "node:child_process";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../server/db/schema/activity-log";
import { users } from "../../server/db/schema/users";
import { availableDatabases } from "./support/database-targets";
import { getJson, login, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const TSX = join(import.meta.dirname, "../../node_modules/.bin/tsx");
const CLI = join(import.meta.dirname, "../../server/admin/cli/admin-cli.ts");
const PASSWORD = "Kentriko#2026";
const ACCOUNT = ["--mobile", "6912345678", "--first-name", "Ελένη", "--last-name", "Γεωργίου"];

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm run admin -- …` as an operator runs it: its own process, the password on standard input. */
function admin(args: readonly string[], env: Readonly<Record<string, string>>, stdin = ""): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], {
      env: { PATH: process.env["PATH"] ?? "", LANG: "C.UTF-8", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("npm run admin -- help", () => {
  it("lists the commands and how the password is given", async () => {
    const [run, unknown] = await Promise.all([admin(["help"], {}), admin(["make-coffee"], {})]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("create-head-office --mobile <mobile>");
    expect(run.stdout).toContain("standard input");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "make-coffee"');
  });

  it("says in one line that the database cannot be reached, and makes nothing", async () => {
    const run = await admin(
      ["create-head-office", ...ACCOUNT],
      { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" },
      `${PASSWORD}\n`,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^The database cannot be reached \(.+\)$/u),
    ]);
  });
});

describe.each(databases)("the first head-office account of a production database on $name", (target) => {
  let server: TestServer;
  let env: Record<string, string>;
  let created: Run;
  let taken: Run;
  let weak: Run;
  let greek: Run;
  beforeAll(async () => {
    // A production server on its database (reference data only, no account), stopped while the
    // command runs: the embedded database is one process's at a time.
    server = await startTestServer(target, { env: { NODE_ENV: "production" } });
    env = {
      DATA_DIR: server.config.dataDir,
      ...(server.config.databaseUrl === undefined ? {} : { DATABASE_URL: server.config.databaseUrl }),
    };
    // One stop for every run: each restart of the server costs seconds.
    server = await server.restart(async () => {
      created = await admin(
        ["create-head-office", ...ACCOUNT, "--email", "e.georgiou@example.com"],
        env,
        `${PASSWORD}\n`,
      );
      // Only the first of these opens the database (the others are refused before): side by side.
      [taken, weak, greek] = await Promise.all([
        admin(["create-head-office", ...ACCOUNT], env, `${PASSWORD}\n`),
        admin(
          ["create-head-office", "--mobile", "6987654321", "--first-name", "Νίκος", "--last-name", "Ρήγας"],
          env,
          "password\n",
        ),
        admin(
          ["create-head-office", "--mobile", "2101234567", "--first-name", "Νίκος", "--last-name", "Ρήγας"],
          { ...env, LANG: "el_GR.UTF-8" },
          `${PASSWORD}\n`,
        ),
      ]);
    });
  });
  afterAll(() => server.stop());

  it("makes an account that signs in, sees every store and may administer", async () => {
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Head-office account \d+ created for \+30 6912345678: it sees every store and may administer\.\n$/u,
    );
    const tokens = await loginTokens(server.api, "6912345678", PASSWORD);
    const me = (await (await getJson(server.api, "user/me", tokens.access_token)).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      portal_user_role: "greg-user",
      portal_user_type: 2,
      account_id: 1,
      all_stores: true,
    });
    const [row] = await server.server.database.db.select().from(users).where(eq(users.mobile, "6912345678"));
    expect(row).toMatchObject({
      administers: true,
      allStores: true,
      status: "active",
      email: "e.georgiou@example.com",
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/u);
    const activity = await server.server.database.db
      .select({ status: activityLog.status })
      .from(activityLog)
      .where(eq(activityLog.contactId, row?.id ?? 0));
    expect(activity.map((a) => a.status)).toContain("account_created_by_command");
  });

  it("refuses a mobile that has an account, a weak password and a bad mobile, each in one line, writing nothing", async () => {
    // The production database had no account: only the one the first run made is there.
    expect(await server.server.database.db.select({ id: users.id }).from(users)).toHaveLength(1);
    expect(taken).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "--mobile: This mobile number already has an account\n",
    });
    expect(weak).toMatchObject({
      code: 1,
      stderr: "password: Insert min length 8 chars, one uppercase, one digit, one special char\n",
    });
    expect(greek?.code).toBe(1);
    expect(greek?.stderr).toMatch(/^--mobile: .*[α-ω].*\n$/u);
    // The password typed at the refused attempts does not open the account.
    expect((await login(server.api, "6987654321", PASSWORD)).status).not.toBe(200);
  });
});
