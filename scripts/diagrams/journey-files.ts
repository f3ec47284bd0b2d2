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
