import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeTicketQueueFilterChoices,
  decodeTicketQueuePage,
} from "../../core/tickets/ticket-queue-answers";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface QueueRow {
  readonly id: number;
  readonly location_id: number;
  readonly store: string;
  readonly last_status: number;
  readonly priority: number;
  readonly category_id: number;
}

/**
 * Issue 20, item 7: head office's one queue of every store's tickets, with the store and filters
 * (status, priority, store, category), in keyset pages; for the every-store grant only.
 */
describe.each(databases)("head office's ticket queue on $name", (target) => {
  let server: TestServer;
  let headOffice = "";
  let franchisee = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    headOffice = (await loginTokens(server.api, "6900000001")).access_token;
    franchisee = (await loginTokens(server.api, "6900000002")).access_token;
  });
  afterAll(() => server.stop());

  const queue = async (query: string) => {
    const answer = await call(server.api, `v2/tickets/queue${query}`, { token: headOffice });
    expect(answer.status).toBe(200);
    const page = decodeTicketQueuePage(answer.body);
    expect(page._tag).toBe("Ok");
    return answer.body as unknown as { items: QueueRow[]; next_cursor: string | null };
  };
  const allTickets = () =>
    queryRows<{
      id: number;
      location_id: number;
      last_status: number;
      priority: number;
      category_id: number;
    }>(
      server.server.database.db,
      sql`select id, location_id, last_status, priority, category_id from tickets order by id desc`,
    );

  it("lists every store's tickets, newest first, each with its store's title", async () => {
    const expected = await allTickets();
    expect(new Set(expected.map((t) => t.location_id)).size).toBeGreaterThan(1);
    const page = await queue("?limit=200");
    expect(page.items.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    const titles = await queryRows<{ id: number; title: string }>(
      server.server.database.db,
      sql`select id, title from stores`,
    );
    for (const row of page.items) expect(row.store).toBe(titles.find((s) => s.id === row.location_id)?.title);
  });

  it("filters by status, priority, store and category, alone and together", async () => {
    const every = await allTickets();
    const cases: [string, (t: (typeof every)[number]) => boolean][] = [
      ["?status=unresolved", (t) => t.last_status !== 3],
      ["?status=3", (t) => t.last_status === 3],
      ["?priority=1", (t) => t.priority === 1],
      ["?location_id=4", (t) => t.location_id === 4],
      ["?category_id=3", (t) => t.category_id === 3],
      [
        "?status=unresolved&priority=1&location_id=1",
        (t) => t.last_status !== 3 && t.priority === 1 && t.location_id === 1,
      ],
    ];
    for (const [query, keep] of cases) {
      const page = await queue(`${query}&limit=200`);
      expect({ query, ids: page.items.map((t) => t.id) }).toEqual({
        query,
        ids: every.filter(keep).map((t) => t.id),
      });
    }
  });

  it("pages by keyset: the pages together are the whole queue, once each", async () => {
    const every = await allTickets();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await queue(`?limit=3${cursor === null ? "" : `&cursor=${cursor}`}`);
      seen.push(...page.items.map((t) => t.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(every.map((t) => t.id));
  });

  it("offers every store and category as filter choices", async () => {
    const answer = await call(server.api, "v2/tickets/queue/filters", { token: headOffice });
    expect(answer.status).toBe(200);
    const choices = decodeTicketQueueFilterChoices(answer.body);
    expect(choices._tag).toBe("Ok");
    const body = answer.body as unknown as { stores: unknown[]; categories: unknown[] };
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from stores`,
    );
    expect(body.stores).toHaveLength(n);
    expect(body.categories.length).toBeGreaterThan(0);
  });

  it("refuses everyone without the every-store grant, even a franchisee of several stores", async () => {
    for (const path of ["v2/tickets/queue", "v2/tickets/queue/filters"]) {
      const answer = await call(server.api, path, { token: franchisee });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("b2b_forbidden");
      expect((await call(server.api, path)).status).toBe(401);
    }
  });

  it("answers junk filters with 400 and a message key", async () => {
    for (const query of [
      "?status=9",
      "?priority=x",
      "?location_id=-1",
      "?category_id=0",
      "?cursor=zzz",
      "?limit=0",
    ]) {
      const answer = await call(server.api, `v2/tickets/queue${query}`, { token: headOffice });
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(typeof answer.body.message).toBe("string");
    }
  });
});
