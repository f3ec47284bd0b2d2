import { describe, expect, it } from "vitest";
import { fromPromise, setup } from "xstate";
import { coverageTable } from "./coverage-table";
import { machineCoverage } from "./machine-coverage";

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
    form: { on: { "user.submit": { guard: "hasName", target: "sending" } } },
    sending: {
      invoke: { src: "signIn", onDone: "done", onError: "pausing" },
      on: { "user.cancel": "form" },
    },
    pausing: { after: { pause: "form" } },
    done: { type: "final" },
  },
});

describe("machineCoverage", () => {
  it("reaches only what payload-less events and the default input allow", () => {
    const coverage = machineCoverage(login);
    expect(coverage.states).toEqual({ covered: 2, total: 5 });
    expect(coverage.uncoveredTransitions).toContain("login.form: user.submit [hasName] → login.sending");
    expect(coverage.uncoveredTransitions).toContain("login.checking: always [isRestored] → login.done");
  });

  it("covers every state and transition with sample payloads and inputs (as traces provide)", () => {
    const coverage = machineCoverage(login, {
      inputs: [{}, { restored: true }],
      samples: [{ type: "user.submit", name: "x" } as never],
    });
    expect(coverage).toMatchObject({
      id: "login",
      version: "2",
      states: { covered: 5, total: 5 },
      transitions: { covered: 7, total: 7 },
      uncoveredStates: [],
      uncoveredTransitions: [],
    });
    expect(coverage.paths).toBeGreaterThan(0);
  });

  it("reports an input the machine cannot start from instead of throwing", () => {
    expect(machineCoverage(login, { inputs: [undefined] }).problems).toEqual([
      "cannot start from input undefined",
    ]);
  });

  it("prints a compact table with totals", () => {
    const table = coverageTable([machineCoverage(login)]);
    expect(table.split("\n")[0]).toMatch(/^machine\s+version\s+states\s+transitions\s+paths$/u);
    expect(table).toMatch(/login\s+2\s+2\/5\s+40%\s+\d+\/7/u);
    expect(table).toMatch(/\nall\s+2\/5/u);
  });
});
