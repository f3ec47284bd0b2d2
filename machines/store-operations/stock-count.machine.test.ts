import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { stockCountMachine, type StockSheet } from "./stock-count.machine";

describe("stock count machine", () => {
  it("keeps the failed load's request id to show, and forgets it on retry (issue #42)", async () => {
    const loadSheet = failsOnce<StockSheet>(() => ({ menu: [], history: [] }));
    const actor = createActor(stockCountMachine.provide({ actors: { loadSheet } }), {
      input: { entries: {}, idempotencyKey: null },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
