import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/machine-registry";
import { flowsReadme } from "./flows-readme";
import { journeyExplanations } from "./journey-files";
import { machineToMermaid } from "../../machines/tooling/mermaid-source";
import { sourceStamp, stampOf } from "./svg-stamp";

/*
 * The committed diagrams must show the machines as they are: run `npm run diagrams` after a change.
 * Each SVG is checked by the stamp of the source it was drawn from (svg-stamp.ts), not redrawn.
 */

const flowsDir = fileURLToPath(new URL("../../docs/flows/", import.meta.url));
const read = (name: string) =>
  existsSync(`${flowsDir}${name}`) ? readFileSync(`${flowsDir}${name}`, "utf8") : "(missing)";

describe("docs/flows is up to date with the machines (npm run diagrams)", () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))("%s.mmd", (id, { machine }) => {
    expect(read(`${id}.mmd`)).toBe(machineToMermaid(machine));
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    "%s.svg is drawn from that source",
    (id, { machine }) => {
      expect(stampOf(read(`${id}.svg`))).toBe(sourceStamp(machineToMermaid(machine)));
    },
  );

  it("has an SVG for every machine and nothing for machines that are gone", () => {
    const expected = machineRegistry.flatMap(({ id }) => [`${id}.mmd`, `${id}.svg`]).sort();
    const present = readdirSync(flowsDir)
      .filter((name) => /\.(mmd|svg)$/u.test(name))
      .sort();
    expect(present).toEqual(expected);
  });

  it("README.md lists every machine", () => {
    const explanations = journeyExplanations(
      `${flowsDir}journeys`,
      machineRegistry.map(({ id }) => id),
    );
    expect(read("README.md")).toBe(flowsReadme(machineRegistry, explanations));
  });
});
