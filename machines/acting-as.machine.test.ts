import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Employee } from "../core/schemas/employee";
import type { TokenData } from "../core/schemas/token-data";
import type { ActingAsInput } from "./acting-as.machine";
import { actingAsMachine } from "./acting-as.machine";
import {
  doneEvent,
  errorEvent,
  eventsFromCatalogue,
  modelReport,
  replay,
  uncoveredByAll,
} from "./model-paths";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const EMPLOYEES = [1, 2, 3, 4, 5].map((id) => ({
  id,
  f_name: `F${id}`,
  l_name: `L${id}`,
  phone: null,
  mobile: null,
})) as unknown as Employee[];
const TOKENS = { access_token: "emp-a", refresh_token: "emp-r" } as TokenData;

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
  const catalogue = eventsFromCatalogue({
    "user.actAs": [{ type: "user.actAs", employeeId: 3 }],
    "xstate.done.actor.listEmployees": [doneEvent("listEmployees", EMPLOYEES)],
    "xstate.error.actor.listEmployees": [errorEvent("listEmployees", { _tag: "NetworkError" })],
    "xstate.done.actor.actAs": [doneEvent("actAs", TOKENS)],
    "xstate.error.actor.actAs": [errorEvent("actAs", { _tag: "HttpError", status: 403 })],
  });
  const inputs: ActingAsInput[] = [
    { userId: 1, isActingAs: false },
    { userId: 3, isActingAs: true },
    { userId: 7, isActingAs: false },
  ];
  const options = (input: ActingAsInput) => ({
    input,
    events: catalogue,
    project: (s: { context: { expanded: boolean } }) => s.context.expanded,
  });
  const reports = inputs.map((input) => ({ input, report: modelReport(actingAsMachine, options(input)) }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { input, report } of reports) {
    for (const { path, description } of report.transitions) {
      it(`from user ${input.userId}: reaches the end of ${description}`, () => {
        expect(replay(actingAsMachine, path, options(input)).value).toEqual(path.state.value);
      });
    }
  }
});
