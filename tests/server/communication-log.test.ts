import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { messagesTo, postJson, tokenOf } from "./support/registration-flow";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

// Demo data: 6900000001 head office (g.papadakis@franchise-group.example.com); 6900000004 staff
// (e.dimitriou@…); 6900000005 a trainee (k.ioannou@…).
const HEAD_OFFICE = "6900000001";
const HEAD_OFFICE_EMAIL = "g.papadakis@franchise-group.example.com";
const STAFF = "6900000004";
const STAFF_EMAIL = "e.dimitriou@konstantinou-estiasi.example.com";
const TRAINEE = "6900000005";
const TRAINEE_EMAIL = "k.ioannou@konstantinou-estiasi.example.com";

const PROFILE = {
  clothing_size: "M",
  health_certificate_begin_date: null,
  health_certificate_end_date: null,
  dob: null,
  hiring_date: null,
  phone: null,
  consent: true,
};

/**
 * Issue 29 item 1: the communication log followed an e-mail address, so anyone could type another
 * person's address into the profile and read that person's messages in GET v2/comm.
 */
describe.each(databases)("communication log by recipient on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const db = () => server.server.database.db;
  const at = (offsetHours: number) => new Date(server.clock.now().getTime() + offsetHours * HOUR);
  const token = async (mobile: string) => (await loginTokens(server.api, mobile)).access_token;
  const setEmail = async (mobile: string, email: string | null) => {
    const response = await fetch(`${server.api}/updateUserExtraDetails`, {
      method: "POST",
      headers: { ...bearer(await token(mobile)), "Content-Type": "application/json" },
      body: JSON.stringify({ ...PROFILE, email }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const logIds = async (mobile: string) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await getJson(server.api, `v2/comm${cursor === null ? "" : `?cursor=${cursor}`}`, await token(mobile))
      ).json()) as { items: { id: number }[]; next_cursor: string | null };
      ids.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    return ids;
  };
  const emailOf = async (mobile: string) =>
    (
      await queryRows<{ email: string | null }>(db(), sql`select email from users where mobile = ${mobile}`)
    )[0]?.email;
  /** A reset e-mail to an address (a message only the address's owner should see). */
  const resetMailTo = async (address: string) => {
    const before = (await messagesTo(server, address)).length;
    await postJson(server, "v2/auth/forgot-password", { type: "email", value: address });
    return (await messagesTo(server, address)).slice(before);
  };

  it("a trainee who types head office's address sees none of its messages, and the address stays head office's", async () => {
    const [private_] = await resetMailTo(HEAD_OFFICE_EMAIL);
    expect(private_).toBeDefined();
    expect(await setEmail(TRAINEE, HEAD_OFFICE_EMAIL)).toEqual({
      status: 200,
      body: { status: "success", message: "b2b_profile_saved_email_pending" },
    });
    // The account keeps its own address until the link is followed.
    expect(await emailOf(TRAINEE)).toBe(TRAINEE_EMAIL);
    const toHeadOffice = (await messagesTo(server, HEAD_OFFICE_EMAIL)).map((m) => m.id);
    const traineeLog = await logIds(TRAINEE);
    expect(traineeLog.filter((id) => toHeadOffice.includes(id))).toEqual([]);
    // Head office sees its own reset e-mail and the confirmation someone asked for at its address.
    const headOfficeLog = await logIds(HEAD_OFFICE);
    expect(headOfficeLog).toContain(private_!.id);
    expect(headOfficeLog).toContain(toHeadOffice.at(-1));
    // The trainee's own address was told of the change, and that notice is in the trainee's log.
    const told = (await messagesTo(server, TRAINEE_EMAIL)).at(-1);
    expect(told?.subject).toMatch(/email|e-mail/iu);
    expect(traineeLog).toContain(told?.id);
    // A later message to head office's address still goes to head office only.
    const [later] = await resetMailTo(HEAD_OFFICE_EMAIL);
    expect(await logIds(TRAINEE)).not.toContain(later!.id);
    expect(await logIds(HEAD_OFFICE)).toContain(later!.id);
  });

  it("a new address is used once its single-use link is followed; before that it receives nothing but the link", async () => {
    const next = "e.dimitriou.new@example.gr";
    expect((await setEmail(STAFF, next)).status).toBe(200);
    const sent = await messagesTo(server, next);
    expect(sent).toHaveLength(1);
    const link = sent[0]!.links[0];
    expect(link).toMatch(new RegExp(`^${server.config.publicUrl}/portal/emailverify/`));
    // The confirmation went to an address that is nobody's yet: it is in nobody's log.
    expect(await logIds(STAFF)).not.toContain(sent[0]!.id);
    // Not the account's address yet: a reset asked for at it sends nothing.
    expect(await resetMailTo(next)).toEqual([]);
    expect(await emailOf(STAFF)).toBe(STAFF_EMAIL);

    const verified = await postJson(server, "auth/verify/email", { hash: tokenOf(link) });
    expect(verified).toMatchObject({ status: 200, body: { message: "b2b_email_verified" } });
    expect(await emailOf(STAFF)).toBe(next);
    expect((await postJson(server, "auth/verify/email", { hash: tokenOf(link) })).status).toBe(422);
    const [reset] = await resetMailTo(next);
    expect(await logIds(STAFF)).toContain(reset!.id);
    // The old address is no longer the account's.
    expect(await resetMailTo(STAFF_EMAIL)).toEqual([]);
  });

  it("only the last link asked for can change the address", async () => {
    const first = "first.try@example.gr";
    const second = "second.try@example.gr";
    await setEmail(TRAINEE, first);
    await setEmail(TRAINEE, second);
    const firstLink = (await messagesTo(server, first)).at(-1)!.links[0];
    expect((await postJson(server, "auth/verify/email", { hash: tokenOf(firstLink) })).status).toBe(422);
    expect(await emailOf(TRAINEE)).toBe(TRAINEE_EMAIL);
    const secondLink = (await messagesTo(server, second)).at(-1)!.links[0];
    expect((await postJson(server, "auth/verify/email", { hash: tokenOf(secondLink) })).status).toBe(200);
    expect(await emailOf(TRAINEE)).toBe(second);
  });

  it("existing rows: attached by the address their user had when they were sent, else hidden (migration 0020)", async () => {
    const statements = readFileSync(
      new URL("../../server/db/migrations/0020_recipient-user.sql", import.meta.url),
      "utf8",
    )
      .split("--> statement-breakpoint")
      .filter((statement) => /^UPDATE "outbox"/mu.test(statement));
    expect(statements).toHaveLength(2);
    const [user] = await queryRows<{ id: number; email: string }>(
      db(),
      sql`select id, email from users where mobile = ${HEAD_OFFICE}`,
    );
    const insert = async (channel: string, recipient: string, when: Date) =>
      (
        await queryRows<{ id: number }>(
          db(),
          sql`insert into outbox (channel, recipient, body, created_at) values (${channel}, ${recipient}, 'x', ${when.toISOString()}) returning id`,
        )
      )[0]!.id;
    const beforeChange = await insert("email", user!.email, at(-30));
    await queryRows(
      db(),
      sql`insert into activity_log (contact_id, status, c_stamp) values (${user!.id}, 'profile_updated', ${at(-20).toISOString()})`,
    );
    const afterChange = await insert("email", user!.email, at(-10));
    const sms = await insert("sms", `+30${HEAD_OFFICE}`, at(-40));
    const stranger = await insert("email", "contact@ticket.example.com", at(-10));
    for (const statement of statements) await queryRows(db(), sql.raw(statement));
    const owners = await queryRows<{ id: number; recipient_user_id: number | null }>(
      db(),
      sql`select id, recipient_user_id from outbox where id in (${beforeChange}, ${afterChange}, ${sms}, ${stranger}) order by id`,
    );
    expect(Object.fromEntries(owners.map((row) => [row.id, row.recipient_user_id]))).toEqual({
      [beforeChange]: null,
      [afterChange]: user!.id,
      [sms]: user!.id,
      [stranger]: null,
    });
  });
});
