import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { postListMachine, type PostListPage } from "../../../machines/posts/post-list.machine";

/* The post list machine's model: pages, tabs, filters, failures. */

export const POST_PAGE: PostListPage<string> = { rows: ["post 1", "post 2"], nextCursor: "p1.1.a.b" };
export const LAST_POST_PAGE: PostListPage<string> = { rows: ["post 3"], nextCursor: null };
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

type Snapshot = SnapshotFrom<typeof postListMachine>;

export const postListModel: MachineModel = {
  machine: postListMachine,
  models: [
    {
      input: {},
      events: eventsFromCatalogue({
        "user.selectTab": [
          { type: "user.selectTab", tab: "active" },
          { type: "user.selectTab", tab: "archive" },
        ],
        "user.filter": [
          { type: "user.filter", categoryId: null, search: "" },
          { type: "user.filter", categoryId: 2, search: "ωραριο" },
        ],
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", POST_PAGE),
          doneEvent("loadPage", LAST_POST_PAGE),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return {
          tab: context.tab,
          filtered: context.categoryId !== null,
          rows: Math.min(context.rows.length, POST_PAGE.rows.length + 1),
          hasMore: context.nextCursor !== null,
          failed: context.failed,
        };
      },
    },
  ],
};
