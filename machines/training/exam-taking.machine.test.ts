import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { ExamPaper } from "../../core/training/exam-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { EXAM_PAPER } from "./exam-taking.model";
import { examTakingMachine } from "./exam-taking.machine";

describe("exam taking machine", () => {
  it("keeps the failed load's request id to show, and forgets it once the paper loads (issue #42)", async () => {
    const loadPaper = failsOnce<ExamPaper, { readonly trainingId: number }>(
      () => EXAM_PAPER as unknown as ExamPaper,
    );
    const actor = createActor(examTakingMachine.provide({ actors: { loadPaper } }), {
      input: { trainingId: 7 },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("answering");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
