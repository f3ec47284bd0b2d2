import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { SubscriptionRow } from "../../core/commerce/commerce-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { subscriptionsMachine } from "./subscriptions.machine";

describe("subscriptions machine", () => {
  it("keeps the failed answer's request id to show, and forgets it once the list loads (issue #42)", async () => {
    const loadSubscriptions = failsOnce<readonly SubscriptionRow[], number>(() => []);
    const actor = createActor(subscriptionsMachine.provide({ actors: { loadSubscriptions } }), {
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
