import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { runOncePerSlot, slotOf, type PeriodicJob } from "../../server/services/jobs/periodic-job";
import { applyRetention } from "../../server/services/retention/retention-job";
import { queueMessage } from "../../server/services/outbox/queue-message";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startSmtpSink, waitUntil, type SmtpSink } from "./support/smtp-sink";
import { startTestServer, type TestServer } from "./support/test-server";
import { uploadPng } from "./support/ticket-client";
import { openFileStore } from "../../server/files/services/open-file-store";

/** The server's file store (a directory in these tests), opened again to look at bodies. */
const fileStoreOf = (server: TestServer) => openFileStore(server.config);

const databases = await availableDatabases();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The server's own jobs that finished a run, once all three have (or after 20 s, whatever is there). */
async function finishedJobsSoon(db: Database): Promise<string[]> {
  const finished = async () =>
    (
      await queryRows<{ job: string }>(
        db,
        sql`select distinct job from job_runs
            where job in ('retention', 'task-reminders', 'compliance-reminders') and finished_at is not null`,
      )
    )
      .map((r) => r.job)
      .toSorted();
  const end = Date.now() + 20_000;
  let jobs = await finished();
  while (jobs.length < 3 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    jobs = await finished();
  }
  return jobs;
}

/** A job that counts its runs and can be told to fail. */
function countingJob(name: string, periodMs = HOUR) {
  const runs: Date[] = [];
  let failNext = false;
  const job: PeriodicJob = {
    name,
    periodMs,
    run: async ({ slot }) => {
      if (failNext) {
        failNext = false;
        throw new Error("the job failed");
      }
      runs.push(slot);
    },
  };
  return { job, runs, failNext: () => void (failNext = true) };
}

describe.each(databases)("periodic jobs on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { automaticPeriodicJobs: true });
  });
  afterAll(() => server.stop());
  const db = () => server.server.database.db;

  it("runs once per slot however many instances look at once, and again in the next slot", async () => {
    const { job, runs } = countingJob("test-once");
    const now = new Date(Date.UTC(2030, 0, 1, 10, 15));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => runOncePerSlot(db(), job, now, `instance-${i}`)),
    );
    expect(outcomes.filter((o) => o === "done")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "skipped")).toHaveLength(11);
    expect(runs).toEqual([new Date(Date.UTC(2030, 0, 1, 10))]);
    // Later in the same hour: nothing; the next hour: once more.
    expect(await runOncePerSlot(db(), job, new Date(now.getTime() + 40 * 60_000))).toBe("skipped");
    expect(await runOncePerSlot(db(), job, new Date(now.getTime() + HOUR))).toBe("done");
    expect(runs).toHaveLength(2);
    const rows = await queryRows<{ n: number; finished: number }>(
      db(),
      sql`select count(*)::int as n, count(finished_at)::int as finished from job_runs where job = 'test-once'`,
    );
    expect(rows[0]).toEqual({ n: 2, finished: 2 });
  });

  it("a failed run gives its slot back, so the next look runs it", async () => {
    const { job, runs, failNext } = countingJob("test-failure");
    const now = new Date(Date.UTC(2030, 0, 2, 8, 5));
    failNext();
    await expect(runOncePerSlot(db(), job, now)).rejects.toThrow("the job failed");
    expect(await runOncePerSlot(db(), job, now)).toBe("done");
    expect(runs).toEqual([slotOf(now, HOUR)]);
  });

  it("a claim left unfinished past its lease (an instance killed mid-run) is taken over; a fresh one is not", async () => {
    const { job, runs } = countingJob("test-lease", DAY);
    const now = new Date(Date.UTC(2030, 0, 3, 12));
    const slot = slotOf(now, DAY);
    await db().execute(
      sql`insert into job_runs (job, slot, instance, claimed_at) values ('test-lease', ${slot.toISOString()}, 'gone:1', ${new Date(now.getTime() - 5 * 60_000).toISOString()})`,
    );
    expect(await runOncePerSlot(db(), job, now)).toBe("skipped");
    expect(await runOncePerSlot(db(), job, new Date(now.getTime() + 20 * 60_000))).toBe("done");
    expect(runs).toEqual([slot]);
  });

  it("the server's own jobs run soon after start, each claimed once for its slot", async () => {
    expect(await finishedJobsSoon(db())).toEqual(["compliance-reminders", "retention", "task-reminders"]);
  });

  it("retention deletes ended sessions, spent idempotency keys, stale uploads; keeps what is still used", async () => {
    const d = db();
    const now = server.clock.now();
    const token = (await loginTokens(server.api, "6900000003")).access_token;
    const fileId = await uploadPng(server.api, token, "stale.png");
    const [file] = await queryRows<{ storage_key: string }>(
      d,
      sql`select storage_key from files where id = ${fileId}`,
    );
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await d.execute(sql`update files set c_stamp = ${ago(3 * DAY)} where id = ${fileId}`);
    const [user] = await queryRows<{ id: number }>(d, sql`select id from users where mobile = '6900000003'`);
    const userId = user?.id ?? 0;
    await d.execute(sql`insert into sessions (id, user_id, refresh_token_hash, expires_at, created_at)
      values ('ended-long-ago', ${userId}, 'hash-ended', ${ago(30 * DAY)}, ${ago(60 * DAY)}),
             ('ended-yesterday', ${userId}, 'hash-recent', ${ago(DAY)}, ${ago(31 * DAY)})`);
    await d.execute(
      sql`insert into spent_refresh_tokens (token_hash, session_id) values ('spent-old', 'ended-long-ago')`,
    );
    await d.execute(sql`insert into idempotency_keys (user_id, key, request_hash, c_stamp)
      values (${userId}, 'old-key', 'h', ${ago(5 * DAY)}), (${userId}, 'new-key', 'h', ${ago(HOUR)})`);
    const sentOld = await queueMessage(d, {
      channel: "sms",
      recipient: "+306900000099",
      subject: null,
      body: "x",
      now: new Date(now.getTime() - 400 * DAY),
    });
    await d.execute(sql`update outbox set status = 'sent' where id = ${sentOld}`);
    const settings = {
      intervalSeconds: 3600,
      sessionsSeconds: 7 * 86400,
      idempotencyKeysSeconds: 2 * 86400,
      pendingUploadsSeconds: 86400,
      outboxSeconds: null,
    };

    const counts = await applyRetention(d, fileStoreOf(server), settings, now);

    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(counts.pendingUploads).toBeGreaterThanOrEqual(1);
    expect(counts.outbox).toBe(0);
    const ids = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ id: string }>(d, query)).map((r) => r.id);
    expect(await ids(sql`select id from sessions where id in ('ended-long-ago', 'ended-yesterday')`)).toEqual(
      ["ended-yesterday"],
    );
    expect(
      await ids(sql`select token_hash as id from spent_refresh_tokens where token_hash = 'spent-old'`),
    ).toEqual([]);
    expect(
      await ids(sql`select key as id from idempotency_keys where key in ('old-key', 'new-key')`),
    ).toEqual(["new-key"]);
    expect(await ids(sql`select id::text as id from files where id = ${fileId}`)).toEqual([]);
    expect(await fileStoreOf(server).exists(file?.storage_key ?? "")).toBe(false);
    // The communication log reads the outbox: kept while RETENTION_OUTBOX is off, deleted once set.
    expect(await ids(sql`select id::text as id from outbox where id = ${sentOld}`)).toEqual([
      String(sentOld),
    ]);
    const withOutbox = await applyRetention(
      d,
      fileStoreOf(server),
      { ...settings, outboxSeconds: 365 * 86400 },
      now,
    );
    expect(withOutbox.outbox).toBeGreaterThanOrEqual(1);
    expect(await ids(sql`select id::text as id from outbox where id = ${sentOld}`)).toEqual([]);
    // Still signed in: the live session was not touched.
    expect((await fetch(`${server.api}/user/me`, { headers: bearer(token) })).status).toBe(200);
  });
});

// Several instances share one PostgreSQL; PGlite belongs to one process.
const postgresTargets = databases.filter((target) => target.name === "postgres");

describe.each(postgresTargets)(
  "two instances: jobs once, and one stopping while the other answers",
  (target) => {
    let smtp: SmtpSink;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      const env = { SMTP_URL: smtp.url, MAIL_FROM: "Portal <portal@example.com>", OUTBOX_POLL_MS: "25" };
      a = await startTestServer(target, { env, automaticPeriodicJobs: true });
      const databaseUrl = a.config.databaseUrl;
      if (databaseUrl === undefined) throw new Error("the PostgreSQL target gave no database URL");
      b = await startTestServer(target, {
        env,
        sharedDatabase: { databaseUrl },
        automaticPeriodicJobs: true,
      });
    });
    let bDrained = false;
    afterAll(async () => {
      if (!bDrained) await b.stop();
      await a.stop();
      await smtp.close();
    });
    const ours = () => smtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith("stopping-"));

    it("each job ran once for its slot across both instances", async () => {
      // Both started their jobs at boot; whichever claimed a slot ran it.
      await finishedJobsSoon(a.server.database.db);
      const rows = await queryRows<{ job: string; n: number }>(
        a.server.database.db,
        sql`select job, count(*)::int as n from job_runs where finished_at is not null group by job order by job`,
      );
      expect(rows).toEqual([
        { job: "compliance-reminders", n: 1 },
        { job: "retention", n: 1 },
        { job: "task-reminders", n: 1 },
      ]);
    });

    it("B stops gracefully while A keeps answering; every queued mail is sent once", async () => {
      const db = a.server.database.db;
      const recipients = Array.from({ length: 30 }, (_, i) => `stopping-${i}@example.com`);
      for (const recipient of recipients)
        await queueMessage(db, {
          channel: "email",
          recipient,
          subject: "Δοκιμή",
          body: "Μήνυμα",
          now: new Date(),
        });
      const token = (await loginTokens(a.api, "6900000002")).access_token;
      bDrained = true;
      const stopping = b.server.drain(5000);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${a.api}/user/me`, { headers: bearer(token) }).then((r) => r.status),
        ),
      );
      expect(await stopping).toBe(true);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
      await expect(fetch(`${b.url}/healthz`)).rejects.toThrow("fetch failed");
      await waitUntil(
        () => (ours().length >= recipients.length ? true : undefined),
        15_000,
        "every queued mail",
      );
      expect(ours().toSorted()).toEqual(recipients.toSorted());
      // The sink has a mail as soon as the SMTP conversation ends; its row is marked sent just after,
      // by whichever instance sent it: wait for the marks, then nothing may be left unsent.
      const unsent = async () =>
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from outbox where recipient like 'stopping-%' and status <> 'sent'`,
          )
        )[0]?.n;
      await waitUntil(
        async () => ((await unsent()) === 0 ? true : undefined),
        15_000,
        "every mail marked sent",
      );
      expect(await unsent()).toBe(0);
      expect(ours()).toHaveLength(recipients.length);
    });
  },
);
