import { assign, setup } from "xstate";
import { TOKEN_REFRESH_INTERVAL_MS } from "../../core/constants/portal-constants";
import { failureMessageKey, failureStatus } from "../api-failure";
import { notProvided } from "../not-provided";
import { tokenRefreshJourney } from "./token-refresh.journey";

export const TOKEN_REFRESH_MACHINE_VERSION = "1";

/** First retry after a failed refresh that was not a 401 (network, 5xx). */
export const REFRESH_RETRY_BASE_MS = 30_000;
/** Retries back off by doubling up to this; the token lives 60 min, refreshes start at 55. */
export const REFRESH_RETRY_MAX_MS = 4 * 60_000;

/** Backoff after `failures` consecutive failures (1 → 30 s, 2 → 60 s, ... capped at 4 min). */
export function refreshRetryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(REFRESH_RETRY_BASE_MS * 2 ** exponent, REFRESH_RETRY_MAX_MS);
}

export interface TokenRefreshContext {
  /** Consecutive failed refreshes (not 401); reset by a success. */
  readonly failures: number;
  readonly lastErrorKey: string | undefined;
}

export type TokenRefreshEvent =
  /** An API call got a 401: refresh now (the coordinator shares it with the call's own retry). */
  | { readonly type: "api.unauthorized" }
  /** Refresh now without waiting for the interval (e.g. the tab woke up after sleeping). */
  | { readonly type: "timer.refreshDue" }
  /** The session ended (logout): stop refreshing. */
  | { readonly type: "session.ended" };

export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
  },
  delays: {
    /** Spec 4/9: every 3,300,000 ms (55 minutes). */
    refreshInterval: TOKEN_REFRESH_INTERVAL_MS,
    retryDelay: ({ context }) => refreshRetryDelay(context.failures),
  },
  actors: {
    /**
     * Refreshes and stores the tokens (the refresh coordinator: single-flight across tabs; the new
     * access token is stored with the previous refresh token, or the rotated one when sent).
     * Resolves with the new access token.
     */
    refresh: notProvided<string>("refresh"),
  },
  actions: {
    /** Spec 4: clear the stored login and the in-memory token data. */
    clearLogin: () => undefined,
    /** Spec 4: the browser goes to the root page. */
    goRoot: () => undefined,
  },
  guards: {
    isRefused: (_, params: { readonly error: unknown }) => failureStatus(params.error) === 401,
  },
}).createMachine({
  id: "tokenRefresh",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: tokenRefreshJourney },
  version: TOKEN_REFRESH_MACHINE_VERSION,
  context: { failures: 0, lastErrorKey: undefined },
  initial: "waiting",
  on: {
    "session.ended": { target: ".stopped" },
  },
  states: {
    waiting: {
      after: { refreshInterval: { target: "refreshing" } },
      on: {
        "api.unauthorized": { target: "refreshing" },
        "timer.refreshDue": { target: "refreshing" },
      },
    },
    refreshing: {
      // One refresh at a time: api.unauthorized and timer.refreshDue are ignored while it runs.
      invoke: {
        id: "refresh",
        src: "refresh",
        onDone: {
          target: "waiting",
          actions: assign({ failures: 0, lastErrorKey: undefined }),
        },
        onError: [
          {
            guard: { type: "isRefused", params: ({ event }) => ({ error: event.error }) },
            target: "expired",
          },
          {
            target: "retrying",
            actions: assign({
              failures: ({ context }) => context.failures + 1,
              lastErrorKey: ({ event }) => failureMessageKey(event.error),
            }),
          },
        ],
      },
    },
    retrying: {
      // Network or server trouble does not log the user out; try again later.
      after: { retryDelay: { target: "refreshing" } },
      on: {
        "api.unauthorized": { target: "refreshing" },
        "timer.refreshDue": { target: "refreshing" },
      },
    },
    expired: {
      type: "final",
      entry: ["clearLogin", "goRoot"],
    },
    stopped: { type: "final" },
  },
});
