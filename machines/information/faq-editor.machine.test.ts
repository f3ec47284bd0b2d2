import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { FaqDraft, FaqEntry } from "../../core/information/information-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { COMPLETE_FAQ_DRAFT } from "./faq-editor.model";
import { FAQ_ENTRY_FIXTURE } from "./faq-entry.model";
import { faqEditorMachine } from "./faq-editor.machine";

describe("FAQ editor machine", () => {
  it("keeps the failed save's request id to show, and forgets it on the next publish (issue #42)", async () => {
    const saveEntry = failsOnce<FaqEntry, FaqDraft>(() => FAQ_ENTRY_FIXTURE as unknown as FaqEntry);
    const actor = createActor(faqEditorMachine.provide({ actors: { saveEntry } }), {
      input: { draft: COMPLETE_FAQ_DRAFT },
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
