import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JOURNEY_FILE_LANGUAGE, type JourneyLanguage } from "../../machines/tooling/journey-mermaid";

/* Where the journey diagrams live, shared by `npm run diagrams` and the tests that read them. */

export const JOURNEY_LANGUAGES: ReadonlyArray<JourneyLanguage> = ["gr", "en"];

/** "ticket.el.svg", "ticket.en.mmd". */
export function journeyFileName(
  machineId: string,
  language: JourneyLanguage,
  extension: "svg" | "mmd",
): string {
  return `${machineId}.${JOURNEY_FILE_LANGUAGE[language]}.${extension}`;
}

export const CROSSINGS_FILE = "crossings.json";

/** Hand-written explanations (`<machine>.explained.md`) shown under a journey in docs/flows/README.md. */
export function journeyExplanations(
  journeysDir: string,
  machineIds: ReadonlyArray<string>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const id of machineIds) {
    const file = join(journeysDir, `${id}.explained.md`);
    if (existsSync(file)) found[id] = readFileSync(file, "utf8");
  }
  return found;
}
