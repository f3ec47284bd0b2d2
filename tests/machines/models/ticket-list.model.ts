import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import type { TicketListPage } from "../../../machines/tickets/ticket-list.machine";
import { ticketListMachine } from "../../../machines/tickets/ticket-list.machine";

/* The ticket list machine's model, and the pages and failure its actor tests use too. */

/** A page with more after it, and the last page. */
export const PAGE: TicketListPage<string> = { rows: ["ticket 1", "ticket 2"], nextCursor: "cursor-2" };
export const LAST_PAGE: TicketListPage<string> = { rows: ["ticket 3"], nextCursor: null };
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

type Snapshot = SnapshotFrom<typeof ticketListMachine>;

/**
 * What tells model states apart besides the state value. The row count is capped, or "load more"
 * would make a new model state forever; two is enough to tell an appended page from a first one.
 */
export const listProgress = ({ context }: Snapshot) => ({
  tab: context.tab,
  rows: Math.min(context.rows.length, PAGE.rows.length + 1),
  hasMore: context.nextCursor !== null,
  failed: context.failed,
});

export const ticketListModel: MachineModel = {
  machine: ticketListMachine,
  models: [
    {
      input: {},
      events: eventsFromCatalogue({
        // The tab shown (ignored) and the other one (starts the list again).
        "user.selectTab": [
          { type: "user.selectTab", tab: "all" },
          { type: "user.selectTab", tab: "resolved" },
        ],
        "xstate.done.actor.loadPage": [doneEvent("loadPage", PAGE), doneEvent("loadPage", LAST_PAGE)],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
      }),
      project: (snapshot: unknown) => listProgress(snapshot as Snapshot),
    },
  ],
};
