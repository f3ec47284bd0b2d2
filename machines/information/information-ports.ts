import type {
  Contractor,
  CoverageProduct,
  FaqDraft,
  FaqEntry,
  FaqPage,
  InformationMaterialPage,
  LocationException,
  PageWithBody,
  Report,
} from "../../core/information/information-wire";
import type { SearchAnswer } from "../../core/search/search-wire";
import { portsKey } from "../../core/areas/ports-key";

/** How many hits per kind GET search answers: the header's few or the /search page's more. */
export type SearchView = "header" | "page";

/**
 * What the information area's screens and machines need from outside (the one place it is declared);
 * adapters/information/information-api.ts implements it over the app's one HTTP client.
 */
export interface InformationPort {
  readonly faqPage: (cursor: string | null) => Promise<FaqPage>;
  readonly faqEntry: (id: number) => Promise<FaqEntry>;
  readonly createFaq: (draft: FaqDraft) => Promise<FaqEntry>;
  readonly voteFaq: (id: number, helpful: boolean) => Promise<FaqEntry>;
  /** One page of material, or only the document `id` (the spec's "optionally by id"). */
  readonly materialPage: (cursor: string | null, id?: number) => Promise<InformationMaterialPage>;
  readonly contractors: () => Promise<readonly Contractor[]>;
  readonly coverageProducts: () => Promise<readonly CoverageProduct[]>;
  readonly locationExceptions: (locationId: number) => Promise<readonly LocationException[]>;
  readonly reports: () => Promise<readonly Report[]>;
  /** A custom page with its body (signed in). */
  readonly page: (identifier: string) => Promise<PageWithBody>;
  /**
   * GET search: the hits grouped by kind and the kinds searched (`searched` absent when the host does
   * not say); `view` "header" asks a few hits per kind, "page" (the /search page) more.
   */
  readonly search: (query: string, locationId: number | undefined, view: SearchView) => Promise<SearchAnswer>;
  /** A file URL of an answer (relative to the API base) as an address the browser can open. */
  readonly fileUrl: (relative: string) => string;
}

/** The information screens' ports, by their area (made by adapters/information/information.ports.ts). */
export const INFORMATION_PORTS = portsKey<InformationPort>("information");
