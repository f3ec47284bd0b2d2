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

  it("puts back the repository's catalogue and menu texts at a restart, and rewrites nothing else", async () => {
    const db = server.server.database.db;
    // As an older deploy would have left them: one text and one menu title out of date.
    await db.execute(sql`update translations set gr = 'παλιό' where key = 'ui_menu_dashboard'`);
    await db.execute(sql`update menu_items set title_en = 'Old' where name = 'dashboard'`);
    // xmin changes when a row is rewritten: the rows that were already right must keep theirs.
    const versions = async () =>
      queryRows<{ key: string; version: string }>(
        db,
        sql`select key, xmin::text as version from translations`,
      );
    const before = new Map((await versions()).map((row) => [row.key, row.version]));

    server = await server.restart();

    const after = await queryRows<{ key: string; version: string; gr: string }>(
      server.server.database.db,
      sql`select key, xmin::text as version, gr from translations`,
    );
    expect(after.find((row) => row.key === "ui_menu_dashboard")?.gr).not.toBe("παλιό");
    const [menu] = await queryRows<{ title_en: string }>(
      server.server.database.db,
      sql`select title_en from menu_items where name = 'dashboard'`,
    );
    expect(menu?.title_en).not.toBe("Old");
    const rewritten = after.filter((row) => before.get(row.key) !== row.version).map((row) => row.key);
    expect(rewritten).toEqual(["ui_menu_dashboard"]);
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
