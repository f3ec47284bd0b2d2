import { TOKEN_REFRESH_INTERVAL_MS } from "../../core/constants/portal-constants";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { refreshRetryDelay, tokenRefreshMachine } from "./token-refresh.machine";

/* The token refresh machine's model, and the refresh failures its actor tests use too. */

export const unauthorized = { _tag: "Unauthorized" };
export const network = { _tag: "NetworkError", messageKey: "b2b_network_error" };

export const tokenRefreshModel: MachineModel = {
  machine: tokenRefreshMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.refresh": [doneEvent("refresh", "new")],
        "xstate.error.actor.refresh": [errorEvent("refresh", unauthorized), errorEvent("refresh", network)],
      }),
      // Failure counts above 1 only lengthen the backoff: one model state for them all.
      project: (s: { context: { failures: number } }) => Math.min(s.context.failures, 1),
      delays: { refreshInterval: TOKEN_REFRESH_INTERVAL_MS, retryDelay: refreshRetryDelay(1) },
    },
  ],
};
