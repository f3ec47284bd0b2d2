import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { StoreTotals } from "../../core/commerce/commerce-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { storeFiguresMachine } from "./store-figures.machine";

describe("store figures machine", () => {
  it("keeps the failed answer's request id to show, and forgets it once the figures load (issue #42)", async () => {
    const loadTotals = failsOnce<StoreTotals, number>(() => ({}) as StoreTotals);
    const actor = createActor(storeFiguresMachine.provide({ actors: { loadTotals } }), {
      input: { storeId: 1 },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
