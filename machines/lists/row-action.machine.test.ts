import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createRowActionMachine } from "./row-action.machine";

/** A row action whose server answers `answer` (or fails with it), and what it applied to the list. */
function rowAction(options: { readonly confirmFirst?: boolean; readonly fails?: unknown } = {}) {
  const calls: number[] = [];
  const applied: Array<{ readonly id: number; readonly done: { readonly title: string } }> = [];
  const machine = createRowActionMachine<{ readonly title: string }>().provide({
    actors: {
      act: fromPromise(async ({ input }) => {
        calls.push(input.id);
        if (options.fails !== undefined) throw options.fails;
        return { title: `task ${input.id}` };
      }),
    },
    actions: { applied: (_, params) => applied.push(params) },
  });
  const actor = createActor(machine, { input: { confirmFirst: options.confirmFirst ?? false } }).start();
  return { actor, calls, applied };
}

describe("row action machine", () => {
  it("acts at once, tells the list, and keeps what was done for the notice", async () => {
    const { actor, calls, applied } = rowAction();
    actor.send({ type: "user.act", id: 7 });
    actor.send({ type: "user.act", id: 7 }); // a second click while it runs asks nothing more
    await waitFor(actor, (s) => s.matches("idle"));
    expect(calls).toEqual([7]);
    expect(applied).toEqual([{ id: 7, done: { title: "task 7" } }]);
    expect(actor.getSnapshot().context).toMatchObject({ done: { title: "task 7" }, targetId: undefined });
    actor.send({ type: "user.dismissNotice" });
    expect(actor.getSnapshot().context.done).toBeUndefined();
  });

  it("asks first when told to: cancel does nothing, confirm acts", async () => {
    const { actor, calls } = rowAction({ confirmFirst: true });
    actor.send({ type: "user.act", id: 3 });
    expect(actor.getSnapshot().value).toBe("confirming");
    actor.send({ type: "user.cancel" });
    expect(actor.getSnapshot().context.targetId).toBeUndefined();
    actor.send({ type: "user.act", id: 4 });
    actor.send({ type: "user.confirm" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(calls).toEqual([4]);
  });

  it("leaves the list as it was and says why when the action fails", async () => {
    const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const { actor, applied } = rowAction({ fails: { _tag: "HttpError", status: 500, requestId: ID } });
    actor.send({ type: "user.act", id: 7 });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ done: undefined, failureRequestId: ID });
    expect(actor.getSnapshot().context.failureKey).toBeDefined();
  });
});
