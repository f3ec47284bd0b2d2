import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Employee } from "../../core/schemas/employee";
import type { ActingAsInput } from "./acting-as.machine";
import { actingAsMachine } from "./acting-as.machine";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { actingAsModel, EMPLOYEES, TOKENS } from "./acting-as.model";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: ActingAsInput) {
  const log: string[] = [];
  const actAs = vi.fn<(employeeId: number) => void>();
  const actor = createActor(
    actingAsMachine.provide({
      actors: {
        listEmployees: fromPromise<ReadonlyArray<Employee>>(async () => EMPLOYEES),
        actAs: fromPromise(async ({ input: { employeeId } }) => {
          actAs(employeeId);
          return TOKENS;
        }),
      },
      actions: {
        saveMasterSession: () => log.push("saveMaster"),
        storeTokens: (_, { tokens }) => log.push(`store:${tokens.access_token}`),
        restoreMasterSession: () => log.push("restoreMaster"),
        notifySwitched: () => log.push("switched"),
      },
    }),
    { input },
  ).start();
  return { actor, log, actAs };
}

describe("acting-as machine", () => {
  it("is unavailable to anyone but user id 1", () => {
    const { actor } = start({ userId: 7, isActingAs: false });
    expect(actor.getSnapshot().value).toBe("unavailable");
  });

  it("user id 1 lists employees, acts as one: master saved before the tokens switch", async () => {
    const { actor, log, actAs } = start({ userId: 1, isActingAs: false });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.employees).toHaveLength(5);
    actor.send({ type: "user.toggleExpanded" });
    expect(actor.getSnapshot().context.expanded).toBe(true);
    actor.send({ type: "user.actAs", employeeId: 3 });
    await settle();
    expect(actAs).toHaveBeenCalledWith(3);
    expect(actor.getSnapshot().value).toBe("actingAs");
    expect(log).toEqual(["saveMaster", "store:emp-a", "switched"]);
  });

  it("restores the master session", async () => {
    const { actor, log } = start({ userId: 3, isActingAs: true });
    expect(actor.getSnapshot().value).toBe("actingAs");
    actor.send({ type: "user.restoreMaster" });
    expect(log).toEqual(["restoreMaster", "switched"]);
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.userId).toBe(1);
  });
});

describe("acting-as machine model", () => {
  const reports = actingAsModel.models.map((options) => ({
    options,
    report: modelReport(actingAsMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    const { userId } = options.input as ActingAsInput;
    for (const { path, description } of report.transitions) {
      it(`from user ${userId}: reaches the end of ${description}`, () => {
        expect(replay(actingAsMachine, path, options).value).toEqual(path.state.value);
      });
    }
  }
});
