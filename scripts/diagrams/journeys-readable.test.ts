import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { journeyMessages } from "../../core/i18n/journey-texts";
import { machineRegistry } from "../../machines/machine-registry";
import { journeyGraph } from "../../machines/tooling/journey-graph";
import { journeyToMermaid } from "../../machines/tooling/journey-mermaid";
import type { CrossingCounts } from "./crossings-baseline";
import { edgeCrossings } from "./edge-crossings";
import { sourceStamp, stampOf } from "./svg-stamp";
import { CROSSINGS_FILE, JOURNEY_LANGUAGES, journeyFileName } from "./journey-files";
import {
  identifiersIn,
  READABLE_WIDTH_PX,
  shownTexts,
  SMALLEST_READABLE_TEXT_PX,
  smallestTextAtReadableWidth,
} from "./svg-readability";

/*
 * The journeys a product owner reads (docs/flows/journeys, `npm run diagrams`): labelled in both
 * languages, readable on a 1,200 px screen, free of code names, and no more tangled than the
 * committed crossing counts.
 */

const flowsDir = fileURLToPath(new URL("../../docs/flows/", import.meta.url));
const journeysDir = `${flowsDir}journeys/`;
const read = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : "(missing)");
const journeys = machineRegistry.flatMap((entry) =>
  JOURNEY_LANGUAGES.map((language) => [`${entry.id} (${language})`, entry, language] as const),
);

describe("journeys for product owners", () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    "%s: every state and event shown has a journey label",
    (_id, { machine }) => {
      const graph = journeyGraph(machine);
      expect(graph.problems).toEqual([]);
      const keys = [
        ...graph.steps.flatMap((step) => [
          step.label,
          ...(step.screen === undefined ? [] : [step.screen]),
          ...step.actions,
        ]),
        ...graph.arrows.flatMap((arrow) => arrow.labels),
        ...graph.exits.flatMap((exit) => exit.labels),
      ];
      for (const key of keys) {
        expect(journeyMessages[key].en.trim(), `${key} en`).not.toBe("");
        expect(journeyMessages[key].gr.trim(), `${key} gr`).not.toBe("");
      }
    },
  );

  it.each(journeys)(
    "%s: the committed source is up to date (npm run diagrams)",
    (_name, { id, machine }, language) => {
      const source = journeyToMermaid(journeyGraph(machine), language);
      expect(read(`${journeysDir}${journeyFileName(id, language, "mmd")}`)).toBe(source);
      // The SVG drawn from that very source (its stamp, svg-stamp.ts), without drawing it again.
      expect(stampOf(read(`${journeysDir}${journeyFileName(id, language, "svg")}`))).toBe(
        sourceStamp(source),
      );
    },
  );

  it.each(journeys)("%s: fits 1,200 px with text of at least 12 px", (_name, { id }, language) => {
    const svg = read(`${journeysDir}${journeyFileName(id, language, "svg")}`);
    expect(smallestTextAtReadableWidth(svg), `at ${READABLE_WIDTH_PX} px`).toBeGreaterThanOrEqual(
      SMALLEST_READABLE_TEXT_PX,
    );
  });

  it.each(journeys)("%s: shows no code names and no animation", (_name, { id }, language) => {
    const svg = read(`${journeysDir}${journeyFileName(id, language, "svg")}`);
    const texts = shownTexts(svg);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap(identifiersIn)).toEqual([]);
    expect(svg).not.toMatch(/@keyframes|animation\s*:/u);
  });

  it("the technical diagrams carry no animation either", () => {
    for (const { id } of machineRegistry)
      expect(read(`${flowsDir}${id}.svg`)).not.toMatch(/@keyframes|animation\s*:/u);
  });

  it("no diagram has more edge crossings than its committed baseline", () => {
    const baseline = JSON.parse(read(`${journeysDir}${CROSSINGS_FILE}`)) as CrossingCounts;
    const counts: Record<string, number> = {};
    for (const { id } of machineRegistry) {
      counts[`technical/${id}`] = edgeCrossings(read(`${flowsDir}${id}.svg`));
      for (const language of JOURNEY_LANGUAGES) {
        const name = journeyFileName(id, language, "svg");
        counts[`journey/${name.replace(/\.svg$/u, "")}`] = edgeCrossings(read(`${journeysDir}${name}`));
      }
    }
    const grown = Object.entries(counts)
      .filter(([key, count]) => baseline[key] === undefined || count > (baseline[key] as number))
      .map(([key, count]) => `${key}: ${count} (baseline ${baseline[key] ?? "none"})`);
    expect(grown).toEqual([]);
  });

  it("names what a machine without a journey lacks", () => {
    const bare = createMachine({
      id: "bare",
      initial: "editing",
      states: { editing: { on: { "user.submit": "sent" } }, sent: { type: "final" } },
    });
    expect(journeyGraph(bare).problems).toEqual([
      "bare: has no journey (meta.journey, see machines/journeys/)",
      'bare: state "editing" has no journey step',
      'bare: state "sent" has no journey step',
      'bare: no journey label for event "user.submit" (in editing)',
    ]);
  });
});
