import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { TaskDraft } from "../../core/tasks/task-draft";
import { FORM_DATA, TODAY } from "./task-form.model";
import { taskFormMachine, type SaveTaskInput } from "./task-form.machine";

const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

function startForm(options: { draft?: TaskDraft; save?: (input: SaveTaskInput) => Promise<unknown> }) {
  const saved: SaveTaskInput[] = [];
  const stored: TaskDraft[] = [];
  let cleared = 0;
  let keys = 0;
  const actor = createActor(
    taskFormMachine.provide({
      actors: {
        loadFormData: fromPromise(async () => FORM_DATA),
        createIdempotencyKey: fromPromise(async () => `key-${++keys}`),
        saveTask: fromPromise(async ({ input }: { input: SaveTaskInput }) => {
          saved.push(input);
          await (options.save ?? (async () => undefined))(input);
          return { taskId: 9 };
        }),
      },
      actions: {
        storeDraft: (_, params) => stored.push(params.draft),
        clearDraft: () => {
          cleared += 1;
        },
      },
    }),
    { input: { today: TODAY, ...(options.draft === undefined ? {} : { draft: options.draft }) } },
  ).start();
  return { actor, saved, stored, cleared: () => cleared };
}

describe("taskForm machine", () => {
  it("refuses a two-character title with the spec's rule and sends nothing", async () => {
    const { actor, saved } = startForm({});
    await waitFor(actor, (s) => s.matches("closed"));
    actor.send({ type: "user.open" });
    actor.send({ type: "user.edit", field: "title", value: "ab" });
    actor.send({ type: "user.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().context.errors.title).toEqual(["b2b_task_title_min_length"]);
    expect(saved).toEqual([]);
  });

  it("keeps the draft and the key after a failure, so sending again is the same request", async () => {
    let fail = true;
    const { actor, saved, stored, cleared } = startForm({
      save: async () => {
        if (fail) throw NETWORK;
      },
    });
    await waitFor(actor, (s) => s.matches("closed"));
    actor.send({ type: "user.open" });
    actor.send({ type: "user.edit", field: "title", value: "Έλεγχος ψυγείων" });
    expect(stored.at(-1)?.title).toBe("Έλεγχος ψυγείων");
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.notice !== undefined);
    fail = false;
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.matches("closed"));
    expect(saved.map((input) => input.key)).toEqual(["key-1", "key-1"]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "saved", title: "Έλεγχος ψυγείων" });
    expect(actor.getSnapshot().context.draft.title).toBe("");
    expect(cleared()).toBe(1);
  });

  it("cancel discards the draft, stored copy included", async () => {
    const { actor, cleared } = startForm({});
    await waitFor(actor, (s) => s.matches("closed"));
    actor.send({ type: "user.open" });
    actor.send({ type: "user.edit", field: "title", value: "Κάτι" });
    actor.send({ type: "user.close" });
    expect(actor.getSnapshot().context.draft.title).toBe("");
    expect(cleared()).toBe(1);
  });

  it("opens by itself with a draft kept from before a reload", async () => {
    const draft = { title: "Απογραφή", description: "", deadline_date: "", project_id: "", assignee_id: "" };
    const { actor } = startForm({ draft });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });
});
