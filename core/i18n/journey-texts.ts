import { catalogue, type MessageKey } from "./catalogue";
import type { CatalogueEntry } from "./catalogue-entry";

/** A key of a journey diagram's text: any `journey_` key of the catalogue, whichever part holds it. */
export type JourneyKey = Extract<MessageKey, `journey_${string}`>;

const isJourneyKey = (key: string): key is JourneyKey => key.startsWith("journey_");

/**
 * Every journey text (the shared ones of core/i18n/catalogue-journeys.ts and each area's
 * `<area>-journeys-catalogue.ts`), for the diagrams and their readability test.
 */
export const journeyMessages = Object.fromEntries(
  Object.entries(catalogue).filter(([key]) => isJourneyKey(key)),
) as Readonly<Record<JourneyKey, CatalogueEntry>>;
