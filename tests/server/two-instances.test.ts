import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import journal from "../../server/db/migrations/meta/_journal.json" with { type: "json" };
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import { queueMessage } from "../../server/services/outbox/queue-message";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, login, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startS3Server, type TestS3Server } from "./support/s3-server";
import { startSmtpSink, waitUntil, type SmtpSink } from "./support/smtp-sink";
import { startTestServer, type TestServer } from "./support/test-server";
import { call, newKey, PDF_BYTES, savePayload, upload } from "./support/ticket-client";

// Several instances share one PostgreSQL; PGlite belongs to one process, so this file runs on
// PostgreSQL only and registers nothing when none is reachable (database-targets.ts).
const postgresTargets = (await availableDatabases()).filter((target) => target.name === "postgres");

describe.each(postgresTargets)("two server instances over one PostgreSQL and one S3 bucket", (target) => {
  let s3: TestS3Server;
  let smtp: SmtpSink;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    smtp = await startSmtpSink();
    const env = {
      ...s3.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Portal <portal@example.com>",
      OUTBOX_POLL_MS: "25",
    };
    a = await startTestServer(target, { env });
    const databaseUrl = a.config.databaseUrl;
    if (databaseUrl === undefined) throw new Error("the PostgreSQL target gave no database URL");
    b = await startTestServer(target, { env, sharedDatabase: { databaseUrl } });
    running = true;
  });
  let running = false;
  /** B first: A created the database and drops it. */
  const stopBoth = async () => {
    if (!running) return;
    running = false;
    await b.stop();
    await a.stop();
  };
  afterAll(async () => {
    await stopBoth();
    await smtp.close();
    await s3.close();
  });

  const bucketKeys = async (): Promise<string[]> =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (o) => o.Key ?? "",
    );

  it("runs as two processes' worth of servers: different ports and data directories, one database", () => {
    expect(a.url).not.toBe(b.url);
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    expect(b.config.databaseUrl).toBe(a.config.databaseUrl);
  });

  it("a file uploaded through A downloads through B, from the bucket, and a delete on B removes it", async () => {
    const manager = (await loginTokens(a.api, "6900000003")).access_token;
    const uploaded = await upload(a.api, manager, {
      bytes: PDF_BYTES,
      name: "δελτίο-αποστολής.pdf",
      type: "application/pdf",
    });
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body["file_id"] as number;
    const saved = await call(a.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([fileId]),
    });
    expect(saved.status).toBe(201);
    expect((await call(a.api, "saveTicketFiles", { token: manager, body: saved.body })).status).toBe(200);
    const ticketId = saved.body["ticket_id"] as number;

    // The body is in the shared bucket, not on A's disk.
    const [row] = await queryRows<{ storage_key: string }>(
      a.server.database.db,
      sql`select storage_key from files where id = ${fileId}`,
    );
    expect(await bucketKeys()).toContain(row?.storage_key);
    expect(existsSync(a.config.filesDir)).toBe(false);

    // B, which never saw the upload, gives the signed URL and streams the bytes.
    const detail = await call(b.api, `v2/tickets/1/${ticketId}`, { token: manager });
    const [file] = detail.body["files_relations"] as { file_url: string; file_relation_id: number }[];
    const download = await fetch(`${b.api}/${file?.file_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);

    const removed = await call(b.api, "deleteTicketFile", {
      token: manager,
      body: { ticket_id: ticketId, file_relation_id: file?.file_relation_id },
    });
    expect(removed.body).toEqual({ status: "success" });
    expect(await bucketKeys()).not.toContain(row?.storage_key);
    expect((await fetch(`${a.api}/${file?.file_url}`)).status).toBe(404);
  });

  it("a logout on A refuses the same token on B at once", async () => {
    const { access_token: token } = await loginTokens(a.api, "6900000004");
    expect((await getJson(b.api, "user/me", token)).status).toBe(200);
    const logout = await fetch(`${a.api}/v2/logs/logout`, { method: "POST", headers: bearer(token) });
    expect(logout.status).toBe(201);
    expect((await getJson(b.api, "user/me", token)).status).toBe(401);
    expect((await getJson(a.api, "user/me", token)).status).toBe(401);
  });

  it("shares sign-in budgets: failed sign-ins on A count on B", async () => {
    // 5 failures of one account from one address close it there (rate-limit-policies.ts): 3 + 2.
    for (let i = 0; i < 3; i += 1) expect((await login(a.api, "6900000005", "wrong")).status).toBe(422);
    for (let i = 0; i < 2; i += 1) expect((await login(b.api, "6900000005", "wrong")).status).toBe(422);
    const refused = await login(b.api, "6900000005", DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_too_many_attempts" });
    expect((await login(a.api, "6900000005", DEMO_PASSWORD)).status).toBe(429);
  });

  it("logged no unexpected server error on either instance", () => {
    expect([...a.serverErrors, ...b.serverErrors]).toEqual([]);
  });

  // Last: it stops both instances to count the mails with no send in flight.
  it("sends each queued e-mail exactly once with both dispatchers running", async () => {
    const before = smtp.mails.length;
    const recipients = Array.from({ length: 40 }, (_, i) => `instance-${i}@example.com`);
    const db = a.server.database.db;
    for (const recipient of recipients)
      await queueMessage(db, {
        channel: "email",
        recipient,
        subject: "Δοκιμή",
        body: `Μήνυμα προς ${recipient}`,
        now: new Date(),
      });
    // Only these recipients count: other areas' reminders (licences, tasks) may be delivered meanwhile.
    const ours = () =>
      smtp.mails
        .slice(before)
        .flatMap((mail) => mail.to)
        .filter((to) => to.startsWith("instance-"));
    await waitUntil(
      () => (ours().length >= recipients.length ? true : undefined),
      15_000,
      "every queued mail",
    );
    // Each row was claimed once (a second claim would count a second attempt) and is marked sent.
    // A dispatcher marks a row sent just after the SMTP server accepted its mail, so the last rows
    // may still be pending when the mails are all in: wait for the marks, then compare.
    const outcome = () =>
      queryRows<{ status: string; attempts: number; n: number }>(
        db,
        sql`select status, attempts, count(*)::int as n from outbox
            where recipient like 'instance-%' group by status, attempts order by status, attempts`,
      );
    await waitUntil(
      async () => ((await outcome()).some((row) => row.status === "pending") ? undefined : true),
      15_000,
      "every queued mail marked sent",
    );
    expect(await outcome()).toEqual([{ status: "sent", attempts: 1, n: recipients.length }]);
    // Stopping both waits for any send in flight, so no duplicate can arrive after the count below.
    await stopBoth();
    expect(ours().toSorted()).toEqual(recipients.toSorted());
  });
});

describe.each(postgresTargets)("one of two instances stopping while the other keeps answering", (target) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(target);
    const databaseUrl = a.config.databaseUrl;
    if (databaseUrl === undefined) throw new Error("the PostgreSQL target gave no database URL");
    b = await startTestServer(target, { sharedDatabase: { databaseUrl } });
  });
  // B first: A created the database and drops it. B's stop after its drain closes nothing twice.
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  it("B drains (the SIGTERM stop) under a stream of ticket saves to both: A answers throughout, and every acknowledged save is stored once", async () => {
    const manager = (await loginTokens(a.api, "6900000003")).access_token;
    const before = await queryRows<{ n: number }>(
      a.server.database.db,
      sql`select count(*)::int as n from tickets`,
    );
    const acknowledged: number[] = [];
    let sentOnToA = 0;
    // What a load balancer does: a request B refuses (connection refused, or 503 while it stops) goes
    // to A with the same Idempotency-Key, so a save B did finish is answered again, not made twice.
    const save = async (index: number) => {
      const key = newKey();
      const body = savePayload([], `Βλάβη ${index}`);
      const first = index % 2 === 0 ? b : a;
      let answer = await call(first.api, "v2/tickets", { token: manager, key, body }).catch(() => undefined);
      if (first === b && (answer === undefined || answer.status === 503)) {
        sentOnToA += 1;
        answer = await call(a.api, "v2/tickets", { token: manager, key, body });
      }
      expect(answer?.status, `save ${index}`).toBe(201);
      acknowledged.push(answer?.body["ticket_id"] as number);
    };
    // Eight clients saving one after the other; B is told to stop once they are under way.
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let round = 0; round < 10; round += 1) await save(client * 100 + round);
    });
    await new Promise((done) => setTimeout(done, 150));
    const drained = b.server.drain(10_000);
    await Promise.all(clients);
    expect(await drained).toBe(true);
    // B refuses new connections now; A still answers.
    await expect(fetch(`${b.url}/healthz`)).rejects.toThrow("fetch failed");
    expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    expect(sentOnToA).toBeGreaterThan(0);
    // Every acknowledged save is a row, once; nothing else was written.
    const ids = await queryRows<{ id: number }>(
      a.server.database.db,
      sql`select id from tickets order by id`,
    );
    expect(new Set(acknowledged).size).toBe(80);
    expect(ids.length).toBe((before[0]?.n ?? 0) + 80);
    expect(ids.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged));
    expect([...a.serverErrors, ...b.serverErrors]).toEqual([]);
  });
});

describe.each(postgresTargets)(
  "two instances starting together on an empty PostgreSQL database",
  (target) => {
    it("apply each migration once, and both come up and sign people in", async () => {
      // Empty, not cloned from the migrated template: migrating it is what this test is about.
      const database = await target.create({ dataDir: tmpdir(), empty: true });
      const databaseUrl = database.databaseUrl;
      if (databaseUrl === undefined) throw new Error("the PostgreSQL target gave no database URL");
      try {
        const started = await Promise.allSettled([
          startTestServer(target, { sharedDatabase: { databaseUrl } }),
          startTestServer(target, { sharedDatabase: { databaseUrl } }),
        ]);
        const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
        try {
          expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "up"))).toEqual([
            "up",
            "up",
          ]);
          for (const server of servers)
            expect((await login(server.api, "6900000001", DEMO_PASSWORD)).status).toBe(200);
          const [first] = servers;
          if (first === undefined) return;
          const applied = await queryRows<{ hash: string }>(
            first.server.database.db,
            sql`select hash from drizzle.__drizzle_migrations`,
          );
          expect(applied).toHaveLength(journal.entries.length);
          expect(new Set(applied.map((r) => r.hash)).size).toBe(journal.entries.length);
        } finally {
          for (const server of servers) await server.stop();
        }
      } finally {
        await database.drop();
      }
    });
  },
);
