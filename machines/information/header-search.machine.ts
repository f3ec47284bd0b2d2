import { assign, setup } from "xstate";
import type { SearchAnswer, SearchHit } from "../../core/search/search-wire";
import { searchQueryText } from "../../core/search/search-query";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { headerSearchJourney } from "./header-search.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const HEADER_SEARCH_MACHINE_VERSION = "1";

/** Quiet time after the last key before the search runs: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The header's search box: typing waits for a pause, then asks the server (GET search); a query
 * core calls too short (or too long) asks nothing and clears the list. A new key while a search runs
 * drops that search (its state is left, so its answer is ignored). "Clear" empties the box.
 *
 * The /search page runs the same machine: what it asks (the header's few hits per kind or the page's
 * more, `view` of GET search) is the `search` actor its screen provides.
 */

export interface HeaderSearchContext {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  /** The kinds the answer says were searched ("no results" names them); undefined when the host did not say. */
  readonly searched: readonly string[] | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type HeaderSearchEvent =
  { readonly type: "user.type"; readonly query: string } | { readonly type: "user.clear" };

export const headerSearchMachine = setup({
  types: { context: {} as HeaderSearchContext, events: {} as HeaderSearchEvent },
  actors: { search: notProvided<SearchAnswer, { readonly query: string }>("search") },
  guards: {
    isSearchable: ({ event }) => event.type === "user.type" && searchQueryText(event.query) !== undefined,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  actions: {
    keepQuery: assign({ query: ({ event }) => (event.type === "user.type" ? event.query : "") }),
  },
}).createMachine({
  id: "headerSearch",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: headerSearchJourney },
  version: HEADER_SEARCH_MACHINE_VERSION,
  context: { query: "", hits: [], searched: undefined, ...NO_FAILURE },
  initial: "idle",
  on: {
    "user.type": [
      { guard: "isSearchable", target: ".waiting", reenter: true, actions: "keepQuery" },
      {
        target: ".idle",
        actions: ["keepQuery", assign({ hits: [], searched: undefined, ...NO_FAILURE })],
      },
    ],
    "user.clear": {
      target: ".idle",
      actions: assign({ query: "", hits: [], searched: undefined, ...NO_FAILURE }),
    },
  },
  states: {
    idle: {},
    waiting: { after: { debounce: "searching" } },
    searching: {
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ query: context.query }),
        onDone: {
          target: "results",
          actions: assign({
            hits: ({ event }) => event.output.hits,
            searched: ({ event }) => event.output.searched,
            ...NO_FAILURE,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    results: {},
    failed: {},
  },
});
