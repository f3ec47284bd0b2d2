import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  dispatchOutbox,
  MAX_DELIVERY_ATTEMPTS,
  retryDelaySeconds,
} from "../../server/services/delivery/outbox-dispatcher";
import { queueMessage } from "../../server/services/outbox/queue-message";
import { availableDatabases } from "./support/database-targets";
import { login, loginTokens, refresh } from "./support/http";
import { queryRows, sql } from "./support/query";
import {
  NEW_PASSWORD,
  codeIn,
  postJson,
  registerBody,
  tokenOf,
  type OutboxMessage,
} from "./support/registration-flow";
import { startSmsSink, type SmsSink } from "./support/sms-sink";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const linkIn = (text: string): string => /(https?:\/\/\S+)/.exec(text)?.[1] ?? "";

/** Polls an async read until `accept` holds (the dispatcher works in the background). */
async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The browser app in English names its language so (Greek, the default, is MIME-encoded by SMTP). */
const ENGLISH = { "Accept-Language": "en" };

describe.each(databases)("delivery by SMTP and the SMS gateway on $name", (target) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let sms: SmsSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    sms = await startSmsSink();
    server = await startTestServer(target, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Portal <portal@example.com>",
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_TOKEN: "gateway-token",
        OUTBOX_POLL_MS: "25",
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
    await sms.close();
  });
  beforeEach(() => {
    smtp.failing = false;
    sms.status = 200;
    server.clock.advance(3_600_000);
  });

  const rowsTo = (recipient: string) =>
    queryRows<OutboxMessage & { last_error: string | null }>(
      server.server.database.db,
      sql`select id, status, attempts, last_error from outbox where recipient = ${recipient} order by id`,
    );

  it("self-registration with the link and the code from the sinks, then sign in", async () => {
    const after = { sms: sms.messages.length, mail: smtp.mails.length };
    const registered = await postJson(
      server,
      "auth/register",
      // Store 4: its approver (6900000006) is not one whose mail the tests below read.
      registerBody("6930000001", { email: "eleni@example.com", store: [4] }),
      // In English, so the sinks' texts read plainly (Greek is the default: message-language.test.ts).
      ENGLISH,
    );
    expect(registered.body).toEqual({ status: "success", message: "b2b_register_success" });

    const linkSms = await sms.waitFor("+306930000001", { after: after.sms });
    expect(linkSms.authorization).toBe("Bearer gateway-token");
    const token = tokenOf(linkIn(linkSms.text));
    const mail = await smtp.waitFor("eleni@example.com", { after: after.mail });
    expect(mail.from).toBe("portal@example.com");
    expect(mail.subject).toBe("Complete your registration");
    expect(mail.text).toContain(`${server.config.publicUrl}/portal/setpassword?m=${token}`);
    expect(mail.text).toMatch(/\/portal\/emailverify\/[A-Za-z0-9_-]{43}/);

    expect((await fetch(`${server.api}/auth/registered/data/${token}`)).status).toBe(200);
    const sent = await postJson(server, "auth/verify/mobile", { hash: token });
    expect(sent.body).toEqual({ status: "success", message: "b2b_code_sent" });
    const codeSms = await sms.waitFor("+306930000001", { after: sms.messages.indexOf(linkSms) + 1 });
    const activated = await postJson(server, "auth/activate", {
      hash: token,
      code: codeIn(codeSms.text),
      password: NEW_PASSWORD,
      consent_email: false,
      terms: true,
    });
    expect(activated.body).toEqual({ status: "success", message: "b2b_account_activated" });
    // The password is set: the account answers "waiting for approval", not "wrong password".
    expect((await login(server.api, "6930000001", NEW_PASSWORD)).status).toBe(403);
    const rows = await eventually(
      () => rowsTo("+306930000001"),
      (r) => r.every((m) => m.status === "sent"),
    );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("e-mails the reset link; the reset ends old sessions", async () => {
    const old = await loginTokens(server.api, "6900000003");
    const [user] = await queryRows<{ email: string }>(
      server.server.database.db,
      sql`select email from users where mobile = '6900000003'`,
    );
    const email = user?.email ?? "";
    const after = smtp.mails.length;
    expect(
      (
        await postJson(
          server,
          "v2/auth/forgot-password",
          { type: "email", country_code: 30, value: email },
          ENGLISH,
        )
      ).status,
    ).toBe(200);
    const mail = await smtp.waitFor(email, { after });
    expect(mail.subject).toBe("Choose a new password");
    const reset = await postJson(server, "auth/reset/password", {
      hash: tokenOf(linkIn(mail.text)),
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await refresh(server.api, old.refresh_token)).status).toBe(401);
  });

  it("a failing SMTP server leaves the message pending; a later dispatch delivers it", async () => {
    smtp.failing = true;
    const [user] = await queryRows<{ email: string }>(
      server.server.database.db,
      sql`select email from users where mobile = '6900000004'`,
    );
    const email = user?.email ?? "";
    const after = smtp.mails.length;
    const started = Date.now();
    const asked = await postJson(server, "auth/forgot/password", { email });
    expect(asked.status).toBe(200);
    // The request does not wait on the mail server.
    expect(Date.now() - started).toBeLessThan(2000);

    const [failed] = await eventually(
      () => rowsTo(email),
      (rows) => rows[0]?.last_error != null,
    );
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.last_error).toMatch(/451|try later/);
    expect(smtp.mails.slice(after).filter((m) => m.to.includes(email))).toEqual([]);

    // Not retried before its backoff …
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rowsTo(email))[0]?.attempts).toBe(1);
    // … and delivered once the server works again and the backoff has passed.
    smtp.failing = false;
    server.clock.advance(retryDelaySeconds(1) * 1000 + 1000);
    const mail = await smtp.waitFor(email, { after });
    expect(mail.text).toMatch(/\/portal\/resetpassword\/[A-Za-z0-9_-]{43}/);
    const [delivered] = await eventually(
      () => rowsTo(email),
      (rows) => rows[0]?.status === "sent",
    );
    expect(delivered).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries an SMS the gateway refused", async () => {
    sms.status = 503;
    await postJson(server, "v2/auth/forgot-password", {
      type: "phone",
      country_code: 30,
      value: "6900000006",
    });
    const [refused] = await eventually(
      () => rowsTo("+306900000006"),
      (rows) => rows[0]?.last_error != null,
    );
    expect(refused).toMatchObject({
      status: "pending",
      last_error: "SMS gateway answered 503",
    });
    sms.status = 200;
    server.clock.advance(retryDelaySeconds(1) * 1000 + 1000);
    const received = await sms.waitFor("+306900000006");
    expect(linkIn(received.text)).toMatch(/\/portal\/resetpassword\//);
  });
});

describe.each(databases)("the outbox dispatcher on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    // No SMTP or gateway configured: the server's own loop is off, the test drives dispatches.
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it("backs off 30 s, doubling, up to an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it("marks a message failed after the last try and never deletes it", async () => {
    const db = server.server.database.db;
    let now = server.clock.now();
    const id = await queueMessage(db, {
      channel: "email",
      recipient: "fail@example.com",
      subject: "s",
      body: "b",
      now,
    });
    const failing = {
      email: async () => {
        throw new Error("down");
      },
    };
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i += 1) {
      await dispatchOutbox(db, failing, now);
      now = new Date(now.getTime() + 3_600_000);
    }
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string }>(
      db,
      sql`select status, attempts, last_error from outbox where id = ${id}`,
    );
    expect(row).toEqual({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, last_error: "down" });
    // Never tried again (other areas' reminders may be queued meanwhile: only this row is looked at).
    await dispatchOutbox(db, failing, now);
    const [after] = await queryRows<{ status: string; attempts: number }>(
      db,
      sql`select status, attempts from outbox where id = ${id}`,
    );
    expect(after).toEqual({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it("sends each due message once even with two dispatchers at the same time", async () => {
    const db = server.server.database.db;
    const now = server.clock.now();
    for (let i = 0; i < 5; i += 1)
      await queueMessage(db, {
        channel: "sms",
        recipient: `+30694000000${i}`,
        subject: null,
        body: "x",
        now,
      });
    const delivered: string[] = [];
    const sender = { sms: async (m: { recipient: string }) => void delivered.push(m.recipient) };
    await Promise.all([dispatchOutbox(db, sender, now), dispatchOutbox(db, sender, now)]);
    expect(delivered.toSorted()).toEqual([
      "+306940000000",
      "+306940000001",
      "+306940000002",
      "+306940000003",
      "+306940000004",
    ]);
  });

  it("leaves channels without a transport in the outbox", async () => {
    const db = server.server.database.db;
    const now = server.clock.now();
    const id = await queueMessage(db, {
      channel: "email",
      recipient: "kept@example.com",
      subject: "s",
      body: "b",
      now,
    });
    await dispatchOutbox(db, { sms: async () => {} }, now);
    const [row] = await queryRows<{ status: string; attempts: number }>(
      db,
      sql`select status, attempts from outbox where id = ${id}`,
    );
    expect(row).toEqual({ status: "pending", attempts: 0 });
  });
});
