import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { PDF } from "./note-file-form.model";
import { noteFileFormMachine, type AttachInput } from "./note-file-form.machine";

describe("note file form machine", () => {
  it("keeps the failed attach's request id to show, and forgets it on the next submit (issue #42)", async () => {
    const machine = noteFileFormMachine.provide({
      actors: {
        uploadFile: fromPromise(async () => 77),
        attachFile: failsOnce<void, AttachInput>(() => undefined),
      },
    });
    const actor = createActor(machine, { input: { noteId: 2 } }).start();
    actor.send({ type: "user.setTitle", title: "Οδηγός παραλαβής" });
    actor.send({ type: "user.toggleRole", role: "trainee" });
    actor.send({ type: "user.chooseFile", file: PDF });
    actor.send({ type: "user.submit" });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.submit" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, failureRequestId: undefined });
  });
});
