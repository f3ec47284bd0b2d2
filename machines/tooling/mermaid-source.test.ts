import { describe, expect, it } from "vitest";
import { fromPromise, not, setup } from "xstate";
import { machineToMermaid } from "./mermaid-source";

const demo = setup({
  types: { events: {} as { type: "user.go" } | { type: "user.stop" } | { type: "api.unauthorized" } },
  guards: { isReady: () => true, hasRole: (_, _params: { readonly role: string }) => true },
  delays: { refreshInterval: 60_000 },
  actors: { load: fromPromise(async () => 1) },
}).createMachine({
  id: "demo",
  version: "4",
  initial: "checking",
  on: { "user.stop": ".stopped" },
  states: {
    checking: { always: [{ guard: "isReady", target: "loading" }, { target: "idle" }] },
    loading: {
      invoke: { id: "load", src: "load", onDone: "working", onError: { target: "idle" } },
    },
    idle: {
      after: { refreshInterval: "loading", 1500: { target: "working", guard: not("isReady") } },
      on: { "user.go": { guard: { type: "hasRole", params: { role: "admin" } }, target: "working" } },
    },
    working: {
      type: "parallel",
      states: {
        upload: {
          initial: "sending",
          states: { sending: { on: { "user.go": "sent" } }, sent: { type: "final" } },
        },
        edit: {
          initial: "clean",
          states: { clean: { on: { "api.unauthorized": { actions: () => undefined } } } },
        },
      },
      onDone: "stopped",
    },
    stopped: { type: "final" },
  },
});

describe("machineToMermaid", () => {
  const source = machineToMermaid(demo);

  it("writes a stateDiagram-v2 with nesting, parallel regions, initial and final states", () => {
    expect(source.startsWith("stateDiagram-v2\n  %% demo (version 4)\n")).toBe(true);
    expect(source).toContain('  state "working" as working {\n    state "upload" as working_upload {');
    expect(source).toContain(`    }\n    --\n    state "edit" as working_edit {`);
    expect(source).toContain("  [*] --> checking\n");
    expect(source).toContain("      [*] --> working_upload_sending\n");
    expect(source).toContain("      working_upload_sent --> [*]\n");
    expect(source).toContain("  stopped --> [*]\n");
  });

  it("names events, guards, delays, always transitions, actor answers and invoked actors", () => {
    expect(source).toContain('state "loading ⟳ load" as loading');
    expect(source).toContain("checking --> loading : always [isReady]");
    expect(source).toContain("checking --> idle : always [else]");
    expect(source).toContain("loading --> working : load succeeded");
    expect(source).toContain("loading --> idle : load failed");
    expect(source).toContain("idle --> loading : after refreshInterval");
    expect(source).toContain("idle --> working : user.go [hasRole]<br/>after 1500 ms [not isReady]");
    expect(source).toContain("working --> stopped : finished");
    expect(source).toContain("working_edit_clean --> working_edit_clean : api.unauthorized");
  });

  it("draws transitions the machine takes in any state from a marker", () => {
    expect(source).toContain('  state "in any state" as anyState\n');
    expect(source).toContain("anyState --> stopped : user.stop");
  });

  it("is deterministic", () => {
    expect(machineToMermaid(demo)).toBe(source);
  });
});
