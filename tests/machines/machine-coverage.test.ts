import { describe, expect, it } from "vitest";
import { fromPromise, setup } from "xstate";
import type { MachineModel, ModelOptions } from "./model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "./model-paths";
import { coverageTable } from "./coverage-table";
import { fullyCovered, machineCoverage } from "./machine-coverage";

const login = setup({
  types: {
    input: {} as { readonly restored?: boolean },
    context: {} as { readonly restored: boolean },
    events: {} as { type: "user.submit"; readonly name: string } | { type: "user.cancel" },
  },
  guards: {
    isRestored: ({ context }) => context.restored,
    hasName: ({ event }) => event.type === "user.submit" && event.name.length > 0,
  },
  delays: { pause: 500 },
  actors: { signIn: fromPromise(async () => "ok") },
}).createMachine({
  id: "login",
  version: "2",
  context: ({ input }) => ({ restored: input.restored === true }),
  initial: "checking",
  states: {
    checking: { always: [{ guard: "isRestored", target: "done" }, { target: "form" }] },
    form: {
      on: {
        "user.submit": [
          { guard: "hasName", target: "sending" },
          // Without a name the form stays: a transition of its own, taken by the empty name.
          { target: "form" },
        ],
      },
    },
    sending: {
      invoke: { id: "signIn", src: "signIn", onDone: "done", onError: "pausing" },
      on: { "user.cancel": "form" },
    },
    pausing: { after: { pause: "form" } },
    done: { type: "final" },
  },
});

const entry = { id: "login", version: "2", machine: login };
const catalogue = {
  "user.submit": [
    { type: "user.submit", name: "Ada" },
    { type: "user.submit", name: "" },
  ],
  "xstate.done.actor.signIn": [doneEvent("signIn", "ok")],
  "xstate.error.actor.signIn": [errorEvent("signIn", new Error("down"))],
};
const modelFrom = (
  inputs: ReadonlyArray<unknown>,
  events = eventsFromCatalogue(catalogue),
): MachineModel => ({
  machine: login,
  models: inputs.map((input): ModelOptions => ({ input, events, delays: { pause: 500 } })),
});

describe("machineCoverage", () => {
  it("counts what the paths of the machine's models cover, any model covering it counting", () => {
    const coverage = machineCoverage(entry, modelFrom([{}, { restored: true }]));
    expect(coverage).toMatchObject({
      id: "login",
      version: "2",
      states: { covered: 5, total: 5 },
      transitions: { covered: 8, total: 8 },
      uncoveredStates: [],
      uncoveredTransitions: [],
      problems: [],
    });
    expect(coverage.paths).toBeGreaterThan(0);
    expect(fullyCovered(coverage)).toBe(true);
  });

  it("names the transitions a model misses: a guard only another input passes", () => {
    const coverage = machineCoverage(entry, modelFrom([{}]));
    expect(coverage.uncoveredTransitions).toEqual(["login.checking: always [isRestored] → login.done"]);
    expect(coverage.transitions).toEqual({ covered: 7, total: 8 });
    expect(fullyCovered(coverage)).toBe(false);
  });

  it("tells a guarded transition from its fallback when an event's payload is missing", () => {
    const withoutName = eventsFromCatalogue({
      ...catalogue,
      "user.submit": [{ type: "user.submit", name: "" }],
    });
    const coverage = machineCoverage(entry, modelFrom([{}, { restored: true }], withoutName));
    expect(coverage.uncoveredStates).toEqual(["login.sending", "login.pausing"]);
    expect(coverage.uncoveredTransitions).toEqual([
      "login.form: user.submit [hasName] → login.sending",
      "login.sending: user.cancel → login.form",
      "login.sending: signIn succeeded → login.done",
      "login.sending: signIn failed → login.pausing",
      "login.pausing: after pause → login.form",
    ]);
  });

  it("reports a machine without a model, or with a model of another machine, as not covered", () => {
    const none = machineCoverage(entry, undefined);
    expect(none).toMatchObject({
      states: { covered: 0, total: 5 },
      problems: ["no model in machines/models/machine-models.ts"],
    });
    expect(fullyCovered(none)).toBe(false);
    const other = machineCoverage({ ...entry, machine: login.provide({}) }, modelFrom([{}]));
    expect(other.problems).toEqual(['its model walks another machine ("login")']);
    expect(fullyCovered(other)).toBe(false);
  });

  it("prints a compact table with totals, and with details what is not covered", () => {
    const table = coverageTable([machineCoverage(entry, modelFrom([{}]))], true);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^machine\s+version\s+states\s+transitions\s+paths$/u);
    expect(lines[1]).toMatch(/^login\s+2\s+5\/5 100%\s+7\/8\s+88%\s+\d+$/u);
    expect(lines[2]).toMatch(/^all\s+5\/5 100%\s+7\/8\s+88%\s+\d+$/u);
    expect(lines.slice(3)).toEqual([
      "",
      "login — not covered:",
      "  login.checking: always [isRestored] → login.done",
      "",
    ]);
  });
});
