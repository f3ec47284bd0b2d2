import type { JourneyMeta } from "../tooling/journey-meta";

/* A store's tasks: a view's first page, more pages, marking a task done; another view starts over. */
export const taskListJourney: JourneyMeta = {
  steps: [
    { label: "journey_task_list_loading", screen: "journey_screen_task_list", states: ["loading", "failed"] },
    {
      label: "journey_task_list_ready",
      screen: "journey_screen_task_list",
      states: ["ready", "loadingMore"],
    },
    { label: "journey_task_list_completing", screen: "journey_screen_task_list", states: ["completing"] },
  ],
  events: {
    "loadPage succeeded": "journey_task_list_shown",
    "loadPage failed": { label: "journey_task_list_failed", failure: true },
    "complete succeeded": "journey_task_list_done",
    "complete failed": { label: "journey_task_list_complete_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.loadMore": "journey_task_list_more",
    "user.selectView": "journey_task_list_view",
    "user.reload": "journey_task_list_reload",
    "user.complete [isCompletable]": "journey_task_list_complete",
    "user.dismissNotice": "journey_task_list_dismiss",
  },
};
