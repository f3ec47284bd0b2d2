import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { LICENSE_VALUES } from "./store-operations.model";
import { recordFormMachine, type ChosenFile, type SaveInput } from "./record-form.machine";

describe("record form machine", () => {
  it("keeps the failed save's request id to show, and forgets it on the next submit (issue #42)", async () => {
    const machine = recordFormMachine.provide({
      actors: {
        createIdempotencyKey: fromPromise(async () => "key-1"),
        uploadFiles: fromPromise<readonly ChosenFile[], readonly ChosenFile[]>(async ({ input }) => input),
        save: failsOnce<number, SaveInput>(() => 9),
      },
    });
    const actor = createActor(machine, { input: { kind: "license", values: LICENSE_VALUES } }).start();
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
