import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { DATA, NETWORK, TYPES, ticketFormDataModel } from "./ticket-form-data.model";
import { ticketFormDataMachine } from "./ticket-form-data.machine";

function start(loadFailures: number) {
  const calls: string[] = [];
  let left = loadFailures;
  const machine = ticketFormDataMachine.provide({
    actors: {
      loadFormData: fromPromise(async ({ input }) => {
        calls.push(`data ${input.storeId}`);
        if (left > 0) {
          left -= 1;
          throw NETWORK;
        }
        return DATA;
      }),
      loadComplaintTypes: fromPromise(async ({ input }) => {
        calls.push(`types ${input.categoryId}`);
        return TYPES;
      }),
    },
  });
  const actor = createActor(machine, { input: { storeId: 3 } });
  actor.start();
  return { actor, calls };
}

describe("ticket form data machine", () => {
  it("loads the store's form data", async () => {
    const { actor, calls } = start(0);
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.data).toBe(DATA);
    expect(calls).toEqual(["data 3"]);
  });

  it("a failed load offers a retry that loads again", async () => {
    const { actor, calls } = start(1);
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "user.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls).toEqual(["data 3", "data 3"]);
  });

  it("asks complaint types only for a category that has them", async () => {
    const { actor, calls } = start(0);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "form.categoryChosen", categoryId: 2 });
    expect(actor.getSnapshot().context.complaintTypes).toEqual([]);
    actor.send({ type: "form.categoryChosen", categoryId: 1 });
    const loaded = await waitFor(actor, (s) => s.context.complaintTypes.length > 0);
    expect(loaded.context.complaintTypes).toBe(TYPES);
    actor.send({ type: "form.categoryChosen", categoryId: null });
    expect(actor.getSnapshot().context.complaintTypes).toEqual([]);
    expect(calls).toEqual(["data 3", "types 1"]);
  });
});

describe("ticket form data machine model", () => {
  const reports = ticketFormDataModel.models.map((options) => ({
    options,
    report: modelReport(ticketFormDataMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(ticketFormDataMachine, path, options);
        expect(end.value).toEqual(path.state.value);
        expect(end.context).toEqual(path.state.context);
      });
    });
  }
});
