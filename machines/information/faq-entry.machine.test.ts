import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { FaqEntry } from "../../core/information/information-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { FAQ_ENTRY_FIXTURE } from "./faq-entry.model";
import { faqEntryMachine } from "./faq-entry.machine";

describe("FAQ entry machine", () => {
  it("keeps the failed load's request id to show, and forgets it on retry (issue #42)", async () => {
    const loadEntry = failsOnce<FaqEntry, void>(() => FAQ_ENTRY_FIXTURE as unknown as FaqEntry);
    const actor = createActor(faqEntryMachine.provide({ actors: { loadEntry } })).start();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("reading");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
  });
});
