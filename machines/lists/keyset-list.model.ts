import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { keysetListMachine } from "./keyset-list.machine";

/* Any keyset list: a first page with more to come, a last page, failures of the first and a further page. */

const NETWORK = { _tag: "NetworkError" };

export const keysetListModel: MachineModel = {
  machine: keysetListMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", { rows: [1], nextCursor: "i1.1" }),
          doneEvent("loadPage", { rows: [2], nextCursor: null }),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
        "user.loadMore": [{ type: "user.loadMore" }],
        "user.retry": [{ type: "user.retry" }],
        "user.reload": [{ type: "user.reload" }],
        "screen.restart": [{ type: "screen.restart" }],
        "screen.removeRow": [{ type: "screen.removeRow", index: 0 }],
        "screen.patchRow": [{ type: "screen.patchRow", index: 0, patch: { done: true } }],
        "screen.query": [
          { type: "screen.query", query: { tab: "paid" } },
          { type: "screen.query", query: { tab: "unpaid" }, fresh: true },
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof keysetListMachine.transition>;
        return [
          context.nextCursor !== null,
          context.failed ?? "none",
          context.rows.length > 0,
          context.fresh,
          JSON.stringify(context.query),
        ];
      },
    },
  ],
};
