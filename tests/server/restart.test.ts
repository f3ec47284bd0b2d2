import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMessage } from "../../server/services/outbox/queue-message";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens, refresh } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("restart on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it("keeps sessions and data across a restart; migrations and seeds run again without harm", async () => {
    const tokens = await loginTokens(server.api, "6900000002");
    await queueMessage(server.server.database.db, {
      channel: "email",
      recipient: "a@example.com",
      subject: "kept",
      body: "body",
      links: ["http://localhost/portal/setpassword?m=abc"],
      now: new Date(),
    });
    const countsBefore = await tableCounts(server);

    server = await server.restart();

    expect(await tableCounts(server)).toEqual(countsBefore);
    expect((await getJson(server.api, "user/me", tokens.access_token)).status).toBe(200);
    expect((await refresh(server.api, tokens.refresh_token)).status).toBe(200);
    const outbox = (await (await getJson(server.api, "dev/outbox")).json()) as unknown[];
    expect(outbox[0]).toMatchObject({
      channel: "email",
      to: "a@example.com",
      subject: "kept",
      links: ["http://localhost/portal/setpassword?m=abc"],
    });
    // New rows after a seed with explicit ids do not collide (identity sequences were moved on).
    await server.server.database.db.execute(
      sql`insert into stores (store_name, title, warehouse_id, city) values ('Νέο', 'Νέο κατάστημα', 999, 'Κοζάνη')`,
    );
  });
});

async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    "users",
    "stores",
    "companies",
    "translations",
    "menu_items",
    "pages",
    "user_stores",
  ]) {
    const [row] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}
