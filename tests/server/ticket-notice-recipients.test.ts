import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey, savePayload } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface Row {
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly links: readonly string[];
}

/**
 * Issue 10 item 10: a store ticket notice put every member's address in one `To:` header. Each
 * recipient now gets a message of their own that names only them; the same notice, each address once.
 */
describe.each(databases)("ticket notices, one message per recipient, on $name", (target) => {
  let server: TestServer;
  let manager = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    manager = (await loginTokens(server.api, "6900000003")).access_token;
  });
  afterAll(() => server.stop());

  it("every member who may act on tickets and the chosen contact get one message each", async () => {
    const db = server.server.database.db;
    // The trainee of store 1 shares the manager's address, in other letters: the manager's copy only
    // (a trainee may not open tickets, so is not told of them; issue 20, item 4).
    const changed = await queryRows<{ id: number }>(
      db,
      sql`update users set email = (select upper(email) from users where mobile = '6900000003') where mobile = '6900000005' returning id`,
    );
    expect(changed).toHaveLength(1);
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload(),
    });
    expect(saved.status).toBe(201);
    const ticketId = saved.body["ticket_id"] as number;
    const [{ last = 0 } = {}] = await queryRows<{ last: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as last from outbox`,
    );
    const sent = await call(server.api, "sendTicketEmailsAfterSave", {
      token: manager,
      body: { ticket_id: ticketId },
    });
    expect(sent.status).toBe(202);

    const rows = await queryRows<Row>(
      db,
      sql`select recipient, subject, body, links from outbox where id > ${last} order by id`,
    );
    const expected = await queryRows<{ email: string }>(
      db,
      sql`select distinct on (lower(email)) email from (
            select u.email, u.id from users u join user_stores s on s.user_id = u.id
             where s.store_id = 1 and u.status = 'active' and u.email is not null
               and u.role <> 'trainee'
            union all
            select c.email, 2147483647 from ticket_contacts c where c.id = 2
          ) a order by lower(email), id`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    // Each message names exactly one address; together, every recipient once.
    for (const row of rows) expect(row.recipient).not.toMatch(/[,;]/);
    expect(rows.map((r) => r.recipient.toLowerCase()).toSorted()).toEqual(
      expected.map((e) => e.email.toLowerCase()).toSorted(),
    );
    // The same notice for all of them.
    expect(new Set(rows.map((r) => JSON.stringify([r.subject, r.body, r.links]))).size).toBe(1);
    expect(rows[0]?.subject).toContain(`#${ticketId}`);
  });
});
