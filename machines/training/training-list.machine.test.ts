import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { TRAINING_LAST_PAGE } from "../../tests/machines/models/training-list.model";
import { createTrainingListMachine, type TrainingListPage } from "./training-list.machine";

describe("training list machine", () => {
  it("keeps the failed answer's request id to show, and forgets it once a page loads (issue #42)", async () => {
    const loadPage = failsOnce<TrainingListPage<string>, { readonly cursor: string | null }>(
      () => TRAINING_LAST_PAGE,
    );
    const actor = createActor(createTrainingListMachine<string>().provide({ actors: { loadPage } })).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ items: ["result 3"], failureRequestId: undefined });
  });
});
