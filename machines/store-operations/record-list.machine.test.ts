import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { LAST_RECORD_PAGE } from "../../tests/machines/models/store-operations.model";
import { createRecordListMachine, type RecordPage } from "./record-list.machine";

describe("record list machine", () => {
  it("keeps the failed answer's request id to show, and forgets it once a page loads (issue #42)", async () => {
    const loadPage = failsOnce<RecordPage<string>, { readonly cursor: string | null }>(
      () => LAST_RECORD_PAGE,
    );
    const actor = createActor(createRecordListMachine<string>().provide({ actors: { loadPage } })).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ rows: ["licence 3"], failureRequestId: undefined });
  });
});
