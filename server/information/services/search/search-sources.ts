import { faqSearchSource } from "./faq-search-source";
import { materialSearchSource } from "./material-search-source";
import type { SearchSource } from "./search-source";
import { ticketSearchSource } from "./ticket-search-source";

/**
 * The sources of the header's search, in the order their hits are shown. An area adds its own by
 * writing a SearchSource (search-source.ts) over its search column and adding one line here
 * (docs/architecture.md, "Search"): posts and training material come with their areas.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  faqSearchSource,
  materialSearchSource,
  ticketSearchSource,
];
