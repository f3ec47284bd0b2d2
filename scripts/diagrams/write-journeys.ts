import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RegisteredMachine } from "../../machines/machine-registry";
import { journeyGraph } from "../../machines/tooling/journey-graph";
import { journeyToMermaid } from "../../machines/tooling/journey-mermaid";
import { edgeCrossings } from "./edge-crossings";
import { JOURNEY_LANGUAGES, journeyFileName } from "./journey-files";
import type { SvgRenderer } from "./render-svg";
import { withoutAnimations } from "./svg-animations";
import { withStamp } from "./svg-stamp";

/**
 * Writes docs/flows/journeys/<machine>.<el|en>.mmd and .svg for every machine and removes those of
 * machines that are gone. Returns each journey's edge crossings ("journey/ticket.el").
 */
export async function writeJourneys(
  journeysDir: string,
  machines: ReadonlyArray<RegisteredMachine>,
  renderer: SvgRenderer,
): Promise<Record<string, number>> {
  mkdirSync(journeysDir, { recursive: true });
  const current = new Set(
    machines.flatMap(({ id }) =>
      JOURNEY_LANGUAGES.flatMap((language) => [
        journeyFileName(id, language, "mmd"),
        journeyFileName(id, language, "svg"),
      ]),
    ),
  );
  for (const name of readdirSync(journeysDir))
    if (/\.(mmd|svg)$/u.test(name) && !current.has(name)) rmSync(join(journeysDir, name));

  const crossings: Record<string, number> = {};
  for (const { id, machine } of machines) {
    const graph = journeyGraph(machine);
    for (const language of JOURNEY_LANGUAGES) {
      const source = journeyToMermaid(graph, language);
      const svg = withoutAnimations(await renderer.render(`journey-${id}-${language}`, source));
      writeFileSync(join(journeysDir, journeyFileName(id, language, "mmd")), source);
      writeFileSync(join(journeysDir, journeyFileName(id, language, "svg")), `${withStamp(svg, source)}\n`);
      crossings[`journey/${journeyFileName(id, language, "svg").replace(/\.svg$/u, "")}`] =
        edgeCrossings(svg);
    }
  }
  return crossings;
}
