import { API_BASE_PATH } from "../../core/constants/portal-constants";
import {
  decodeContractors,
  decodeCoverageProducts,
  decodeFaqEntry,
  decodeFaqPage,
  decodeInformationMaterialPage,
  decodeLocationExceptions,
  decodePageDetail,
  decodeReports,
} from "../../core/information/information-wire";
import { decodeSearchAnswer } from "../../core/search/search-wire";
import type { Decoder } from "../../core/schemas/decode";
import type { InformationPort } from "../../machines/information/information-ports";
import type { HttpClient } from "../api/http-client";

/*
 * The information area's calls (server/information), all through the app's one HTTP client: the
 * same headers, refresh and retry on a 401, tagged errors.
 */

export interface InformationApiDeps {
  /** Scheme and host, "" for the page's own origin (adapters/config/api-config.ts). */
  readonly host: string;
  readonly request: HttpClient["request"];
}

const SESSION = { kind: "session" } as const;
const cursorQuery = (cursor: string | null) => (cursor === null ? {} : { cursor });

export function createInformationApi(deps: InformationApiDeps): InformationPort {
  const get = <A>(path: string, decode: Decoder<A>, query?: Readonly<Record<string, string | number>>) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, ...(query === undefined ? {} : { query }) });
  return {
    faqPage: (cursor) => get("faq", decodeFaqPage, cursorQuery(cursor)),
    faqEntry: (id) => get(`faq/${id}`, decodeFaqEntry),
    createFaq: (draft) =>
      deps.request({ method: "POST", path: "faq", auth: SESSION, body: draft, decode: decodeFaqEntry }),
    voteFaq: (id, helpful) =>
      deps.request({
        method: "POST",
        path: `faq/${id}/helpful`,
        auth: SESSION,
        body: { helpful },
        decode: decodeFaqEntry,
      }),
    materialPage: (cursor, id) =>
      get(
        "information_material",
        decodeInformationMaterialPage,
        id === undefined ? cursorQuery(cursor) : { id },
      ),
    contractors: () => get("contractors_file", decodeContractors),
    coverageProducts: () => get("immediate_coverage_products", decodeCoverageProducts),
    locationExceptions: (locationId) => get(`location_exceptions/${locationId}`, decodeLocationExceptions),
    reports: () => get("sharepoint", decodeReports),
    page: (identifier) => get(`pages/${encodeURIComponent(identifier)}`, decodePageDetail),
    search: (query, locationId, view) =>
      deps.request({
        method: "GET",
        path: "search",
        auth: SESSION,
        query: locationId === undefined ? { q: query, view } : { q: query, location_id: locationId, view },
        decode: decodeSearchAnswer,
      }),
    fileUrl: (relative) => `${deps.host}${API_BASE_PATH}/${relative}`,
  };
}
