import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { EMPTY_CHECKLIST_DRAFT } from "../../core/evaluations/checklist-draft";
import type { ChecklistForm } from "../../core/evaluations/evaluations-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { CHECKLIST_FORM } from "./checklist-fill.model";
import { checklistFillMachine } from "./checklist-fill.machine";

describe("checklist fill machine", () => {
  it("keeps the failed load's request id to show, and forgets it on retry (issue #42)", async () => {
    const loadForm = failsOnce<ChecklistForm, void>(() => CHECKLIST_FORM as unknown as ChecklistForm);
    const actor = createActor(checklistFillMachine.provide({ actors: { loadForm } }), {
      input: { draft: EMPTY_CHECKLIST_DRAFT },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("filling");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
