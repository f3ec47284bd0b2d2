import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createKeysetListMachine, type KeysetListPage, type KeysetPageRequest } from "./keyset-list.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server of `total` numbered rows in pages of `size`; `failOn` lists the calls (1-based) that fail. */
function pagedServer(total: number, size: number, failOn: ReadonlySet<number> = new Set()) {
  const cursors: (string | null)[] = [];
  const loadPage = fromPromise<KeysetListPage<number>, KeysetPageRequest<undefined>>(async ({ input }) => {
    cursors.push(input.cursor);
    if (failOn.has(cursors.length)) throw { _tag: "NetworkError" };
    const from = input.cursor === null ? 0 : Number(input.cursor);
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i);
    const next = from + size < total ? String(from + size) : null;
    return { rows, nextCursor: next };
  });
  const actor = createActor(createKeysetListMachine<number>().provide({ actors: { loadPage } })).start();
  return { actor, cursors };
}

describe("keyset list machine", () => {
  it("keeps the rows after a failed further page and asks for the same page again on retry only", async () => {
    const { actor, cursors } = pagedServer(5, 2, new Set([2]));
    await settle();
    actor.send({ type: "user.loadMore" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [0, 1], failed: "more", nextCursor: "2" });
    actor.send({ type: "user.loadMore" }); // "more" is not offered while the page failed
    await settle();
    expect(cursors).toEqual([null, "2"]);
    actor.send({ type: "user.retry" });
    await settle();
    expect(cursors).toEqual([null, "2", "2"]);
    expect(actor.getSnapshot().context).toMatchObject({ rows: [0, 1, 2, 3], failed: undefined });
  });

  it("says why the first page failed and starts again on retry", async () => {
    const { actor } = pagedServer(1, 2, new Set([1]));
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failureKey).toBeDefined();
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [0], nextCursor: null, failed: undefined });
  });

  it("keeps the failed answer's request id to show, and forgets it once a page loads (issue #42)", async () => {
    const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
    let calls = 0;
    const loadPage = fromPromise<KeysetListPage<number>, KeysetPageRequest<undefined>>(async () => {
      calls += 1;
      if (calls === 1) throw { _tag: "HttpError", status: 500, requestId: ID };
      return { rows: [1], nextCursor: null };
    });
    const actor = createActor(createKeysetListMachine<number>().provide({ actors: { loadPage } })).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });

  test.prop([fc.nat(40), fc.integer({ min: 1, max: 7 })])(
    "shows every row once, in order, whatever the total and page size",
    async (total, size) => {
      const { actor } = pagedServer(total, size);
      await settle();
      while (actor.getSnapshot().context.nextCursor !== null) {
        actor.send({ type: "user.loadMore" });
        await settle();
      }
      expect(actor.getSnapshot().context.rows).toEqual(Array.from({ length: total }, (_, i) => i));
    },
  );

  describe("with a query (a store, a tab, filters)", () => {
    type Query = { readonly storeId: number; readonly tab: string };
    /** Rows named after the query they were read for; every read recorded; answers released by hand. */
    function queriedList() {
      const reads: KeysetPageRequest<Query>[] = [];
      const pending: Array<() => void> = [];
      const loadPage = fromPromise<KeysetListPage<string>, KeysetPageRequest<Query>>(
        ({ input }) =>
          new Promise((resolve) => {
            reads.push(input);
            pending.push(() =>
              resolve({ rows: [`${input.query.storeId}/${input.query.tab}`], nextCursor: "more" }),
            );
          }),
      );
      const actor = createActor(createKeysetListMachine<string, Query>().provide({ actors: { loadPage } }), {
        input: { query: { storeId: 1, tab: "unpaid" } },
      }).start();
      const answerAll = async () => {
        for (const answer of pending.splice(0)) answer();
        await settle();
      };
      return { actor, reads, answerAll };
    }

    it("reads the query it was made with, from a cache the first time, and keeps it to show", async () => {
      const { actor, reads, answerAll } = queriedList();
      await answerAll();
      expect(reads).toEqual([{ cursor: null, query: { storeId: 1, tab: "unpaid" }, fresh: false }]);
      expect(actor.getSnapshot().context).toMatchObject({
        query: { storeId: 1, tab: "unpaid" },
        rows: ["1/unpaid"],
      });
    });

    it("goes to the server for more, reload, try again and another store; a tab switch may use a cache", async () => {
      const { actor, reads, answerAll } = queriedList();
      await answerAll();
      actor.send({ type: "user.loadMore" });
      await answerAll();
      actor.send({ type: "user.reload" });
      await answerAll();
      actor.send({ type: "screen.query", query: { storeId: 1, tab: "paid" } });
      await answerAll();
      actor.send({ type: "screen.query", query: { storeId: 2, tab: "paid" }, fresh: true });
      await answerAll();
      actor.send({ type: "screen.restart" });
      await answerAll();
      expect(reads.map((read) => [read.cursor, read.query.tab, read.query.storeId, read.fresh])).toEqual([
        [null, "unpaid", 1, false],
        ["more", "unpaid", 1, true],
        [null, "unpaid", 1, true],
        [null, "paid", 1, false],
        [null, "paid", 2, true],
        [null, "paid", 2, true],
      ]);
    });

    test.prop([
      fc.array(
        fc.record({ storeId: fc.integer({ min: 1, max: 3 }), tab: fc.constantFrom("paid", "unpaid") }),
        { minLength: 1, maxLength: 6 },
      ),
    ])("shows only the rows of the last query, whatever answers were still on their way", async (queries) => {
      const { actor, answerAll } = queriedList();
      for (const query of queries) actor.send({ type: "screen.query", query });
      await answerAll();
      const last = queries[queries.length - 1];
      expect(actor.getSnapshot().context.rows).toEqual([`${last?.storeId}/${last?.tab}`]);
      expect(actor.getSnapshot().context.query).toEqual(last);
    });
  });
});
