import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { ExamDraft } from "../../core/training/exam-draft";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { AUTHOR_TODAY, VALID_DRAFT } from "./exam-authoring.model";
import { examAuthoringMachine } from "./exam-authoring.machine";

describe("exam authoring machine", () => {
  it("keeps the failed save's request id to show, and forgets it on the next submit (issue #42)", async () => {
    const machine = examAuthoringMachine.provide({
      actors: {
        createIdempotencyKey: fromPromise(async () => "key-1"),
        createTraining: failsOnce<void, { readonly draft: ExamDraft; readonly key: string }>(() => undefined),
      },
    });
    const actor = createActor(machine, { input: { draft: VALID_DRAFT, today: AUTHOR_TODAY } }).start();
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
