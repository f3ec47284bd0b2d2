import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { commerceListMachine, type ListPageRequest } from "./commerce-list.machine";
import type { CommercePage } from "./commerce-ports";

describe("commerce list machine", () => {
  it("keeps the failed answer's request id to show, and forgets it on retry (issue #42)", async () => {
    const loadPage = failsOnce<CommercePage<unknown>, ListPageRequest>(() => ({
      items: [1],
      next_cursor: null,
    }));
    const actor = createActor(commerceListMachine.provide({ actors: { loadPage } }), {
      input: { storeId: 1, tab: "unpaid" },
    }).start();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failureRequestId: REQUEST_ID });
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ failureKey: undefined, failureRequestId: undefined });
  });
});
