import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { SEARCH_DEBOUNCE_MS, headerSearchMachine } from "./header-search.machine";

/* The header's search box: a query too short, one long enough, answers and a failure. */

export const SEARCH_HIT_FIXTURE = {
  source: "faq",
  id: 3,
  title: "Πώς κλείνω το ταμείο;",
  excerpt: "Από το μενού.",
  path: "/faq/3",
};

export const headerSearchModel: MachineModel = {
  machine: headerSearchMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.type": [
          { type: "user.type", query: "ταμειο" },
          { type: "user.type", query: "τ" },
        ],
        "user.clear": [{ type: "user.clear" }],
        "xstate.done.actor.search": [
          doneEvent("search", { hits: [SEARCH_HIT_FIXTURE], searched: ["faq", "information_material"] }),
        ],
        "xstate.error.actor.search": [errorEvent("search", { _tag: "NetworkError" })],
      }),
      delays: { debounce: SEARCH_DEBOUNCE_MS },
    },
  ],
};
