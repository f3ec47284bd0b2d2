import { AREA_CATALOGUES } from "../areas/area-catalogues";
import type { CataloguePart } from "./catalogue-entry";
import { devMessages } from "./catalogue-dev";
import { sharedJourneyMessages } from "./catalogue-journeys";
import { rulesMessages } from "./catalogue-rules";
import { validationMessages } from "./catalogue-validation";

/**
 * Texts that belong to no one area: the validation messages of spec 5 and the rules' texts (shared by
 * every form and by the server), and the QA tools' pages and flow journeys.
 */
const SHARED_PARTS = {
  validation: validationMessages,
  rules: rulesMessages,
  dev: devMessages,
  journeys: sharedJourneyMessages,
} as const;

/**
 * The one translation catalogue of the portal: the shared parts and each area's part (its `<id>Catalogue`,
 * core/areas/area-catalogues.ts). This merge is what the server seeds and serves under app id 9000 and what tests check
 * for completeness. A key may live in one part only (core/i18n/catalogue.test.ts proves it).
 */
export const catalogueParts: Readonly<Record<string, CataloguePart>> = {
  ...SHARED_PARTS,
  ...AREA_CATALOGUES,
};

export const catalogue: CataloguePart = Object.assign({}, ...Object.values(catalogueParts));

type KeysOfEach<T> = T extends unknown ? keyof T & string : never;
export type MessageKey =
  | KeysOfEach<(typeof SHARED_PARTS)[keyof typeof SHARED_PARTS]>
  | KeysOfEach<(typeof AREA_CATALOGUES)[keyof typeof AREA_CATALOGUES]>;
