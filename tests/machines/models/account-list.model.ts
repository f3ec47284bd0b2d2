import type { SnapshotFrom } from "xstate";
import { accountListMachine, type AccountPage } from "../../../machines/account/account-list.machine";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";

/* The account lists' machine (activity, messages, files): its model and fixtures. */

export const ACCOUNT_PAGE: AccountPage<unknown> = { rows: ["row 1", "row 2"], nextCursor: "k1.a.b" };
export const ACCOUNT_LAST_PAGE: AccountPage<unknown> = { rows: ["row 3"], nextCursor: null };
const NETWORK = { _tag: "NetworkError" };

type Snapshot = SnapshotFrom<typeof accountListMachine>;

export const accountListModel: MachineModel = {
  machine: accountListMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", ACCOUNT_PAGE),
          doneEvent("loadPage", ACCOUNT_LAST_PAGE),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [Math.min(context.rows.length, 3), context.nextCursor !== null, context.failed];
      },
    },
  ],
};
