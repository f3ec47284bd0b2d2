import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/machine-registry";
import { coverageTable } from "./coverage-table";
import { fullyCovered, machineCoverage } from "./machine-coverage";
import { foundModelCount, machineModels } from "./machine-models";
import { registryCoverage } from "./registry-coverage";
import { ticketReplyModel } from "../../machines/tickets/ticket-reply.model";

describe("machine models", () => {
  it("every registered machine has a model of that very machine, and no model is left over", () => {
    const unmodelled = machineRegistry.filter(({ id, machine }) => {
      const model = machineModels.get(id);
      return model?.machine !== machine || model.models.length === 0;
    });
    expect(unmodelled.map(({ id }) => id)).toEqual([]);
    expect([...machineModels.keys()].sort()).toEqual(machineRegistry.map(({ id }) => id).sort());
    expect(foundModelCount).toBe(machineModels.size);
  });

  it("cover every state and transition of every machine, as `npm run coverage:machines` prints", () => {
    const rows = registryCoverage();
    expect(rows.map((row) => row.id)).toEqual(machineRegistry.map(({ id }) => id));
    expect(rows.filter((row) => !fullyCovered(row))).toEqual([]);
    const lines = coverageTable(rows, true).trimEnd().split("\n");
    // The header, one line per machine and the "all" line; with --details, nothing else.
    expect(lines).toHaveLength(machineRegistry.length + 2);
    for (const line of lines.slice(1)) expect(line).toMatch(/ (\d+)\/\1 100% +(\d+)\/\2 100% +\d+$/u);
  });

  it("name a transition left uncovered when its event is taken out of a model", () => {
    const [options] = ticketReplyModel.models;
    if (options === undefined) throw new Error("ticketReply has no model");
    const withoutSendFailure = {
      machine: ticketReplyModel.machine,
      models: [
        {
          ...options,
          events: (snapshot: Parameters<typeof options.events>[0]) =>
            options.events(snapshot).filter((event) => event.type !== "xstate.error.actor.sendReply"),
        },
      ],
    };
    const row = machineCoverage(
      { id: "ticketReply", version: "1", machine: ticketReplyModel.machine },
      withoutSendFailure,
    );
    expect(fullyCovered(row)).toBe(false);
    expect(row.uncoveredTransitions).toContain("ticketReply.sending: sendReply failed → ticketReply.editing");
    const details = coverageTable([row], true);
    expect(details).toContain("\nticketReply — not covered:\n");
    expect(details).toContain("\n  ticketReply.sending: sendReply failed → ticketReply.editing\n");
  });
});
