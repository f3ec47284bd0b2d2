import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { COMPLETE } from "./template-authoring.model";
import type { TemplateDraft } from "../../core/evaluations/checklist-rules";
import { templateAuthoringMachine } from "./template-authoring.machine";

describe("template authoring machine", () => {
  it("keeps the failed save's request id to show, and forgets it on the next publish (issue #42)", async () => {
    const saveTemplate = failsOnce<{ readonly id: number }, TemplateDraft>(() => ({ id: 3 }));
    const actor = createActor(templateAuthoringMachine.provide({ actors: { saveTemplate } }), {
      input: { draft: COMPLETE as TemplateDraft },
    }).start();
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
