import { describe, expect, it } from "vitest";
import type { SnapshotFrom } from "xstate";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { progress, ticketModel } from "./ticket.model";
import { ticketMachine } from "./ticket.machine";

/*
 * Model-based test: xstate/graph walks the machine with the events of its model (actor results and
 * the email timer are events in the model), one path per transition; each path is replayed on a
 * real actor with pending actors, and must end in the state and with the progress the model says.
 */

type Snapshot = SnapshotFrom<typeof ticketMachine>;

describe("ticket machine model", () => {
  const reports = ticketModel.models.map((options) => ({
    options,
    report: modelReport(ticketMachine, options),
  }));
  const paths = reports.flatMap(({ report }) => report.transitions);

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
    expect(paths.length).toBeGreaterThan(50);
  });

  it("never saves twice: on every path at most one save result, and done only after it", () => {
    for (const { path } of paths) {
      const saves = path.steps.filter((step) => step.event.type === "xstate.done.actor.saveTicket").length;
      expect(saves).toBeLessThanOrEqual(1);
      expect(path.state.status !== "done" || path.state.context.saveResult !== null).toBe(true);
    }
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(ticketMachine, path, options) as Snapshot;
        expect(end.value).toEqual(path.state.value);
        expect(progress(end)).toEqual(progress(path.state as Snapshot));
      });
    });
  }
});
