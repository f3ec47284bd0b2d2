import type { ApiError } from "../api/api-errors";
import { HttpError, Unauthorized } from "../api/api-errors";
import type { RefreshAnswer } from "../api/contract-schemas";
import type { StoredTokens } from "../storage/stored-values";

/** Name of the Web Lock that serialises refreshes across the tabs of the origin. */
export const REFRESH_LOCK_NAME = "portal-token-refresh";
/** BroadcastChannel used when Web Locks are missing. */
export const REFRESH_CHANNEL_NAME = "portal-token-refresh";
/** How long a tab waits for another tab's announced refresh before doing its own. */
export const OTHER_TAB_REFRESH_WAIT_MS = 10_000;

type ChannelMessage = { readonly type: "refresh.started" } | { readonly type: "refresh.finished" };

/** The part of BroadcastChannel used here (a fake in tests). */
export interface RefreshChannel {
  postMessage: (message: ChannelMessage) => void;
  addEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export interface RefreshCoordinatorDeps {
  readonly tokens: {
    readonly readTokens: () => StoredTokens | undefined;
    readonly writeTokens: (tokens: StoredTokens) => void;
    readonly clearLogin: () => void;
  };
  /** The raw call (ApiClient.refreshToken): never itself goes through the 401 retry. */
  readonly refresh: (refreshToken: string) => Promise<RefreshAnswer>;
  /** Refresh refused (401): storage is already cleared; send the browser to the root page. */
  readonly onSessionExpired: () => void;
  /** `navigator.locks` when the browser has it. */
  readonly locks?: Pick<LockManager, "request"> | undefined;
  /** Fallback when `locks` is missing: a BroadcastChannel named {@link REFRESH_CHANNEL_NAME}. */
  readonly channel?: RefreshChannel | undefined;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

export interface RefreshCoordinator {
  /**
   * Resolves with a usable access token. Every caller in this tab while one refresh runs shares
   * it; across tabs, a tab that finds the token already replaced uses it instead of refreshing.
   * `rejected` is the access token a 401 answered: when the stored token is already another one
   * (a refresh finished while that request travelled), it is the answer and nothing is refreshed.
   * Rejects with Unauthorized when the login is gone or refused, or with the call's error.
   */
  readonly refresh: (rejected?: string) => Promise<string>;
  /** Whether a refresh of this tab is travelling now (started, not yet settled). */
  readonly refreshing: () => boolean;
  readonly dispose: () => void;
}

/**
 * The HTTP client's 401 hook: the coordinator answers with a usable token, and `heard` (the refresh
 * machine, which restarts its 55-minute timer and joins the refresh) is told only when a refresh
 * runs for this 401. A late 401 answered with the token already stored is not news: telling the
 * machine would make it refresh a token nobody refused.
 */
export function unauthorizedHandler(
  coordinator: RefreshCoordinator,
  heard: () => void,
): (rejected?: string) => Promise<string> {
  return (rejected) => {
    const fresh = coordinator.refresh(rejected);
    if (coordinator.refreshing()) heard();
    return fresh;
  };
}

export function createRefreshCoordinator(deps: RefreshCoordinatorDeps): RefreshCoordinator {
  const setTimer = deps.setTimeout ?? ((cb: () => void, ms: number) => globalThis.setTimeout(cb, ms));
  const clearTimer = deps.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as number));
  let inFlight: Promise<string> | undefined;
  // Fallback bookkeeping: whether another tab announced a refresh and who waits for its end.
  let otherTabRefreshing = false;
  const waiters = new Set<() => void>();

  const onMessage = (event: MessageEvent): void => {
    const message = event.data as Partial<ChannelMessage> | null;
    if (message?.type === "refresh.started") otherTabRefreshing = true;
    if (message?.type === "refresh.finished") {
      otherTabRefreshing = false;
      for (const wake of waiters) wake();
      waiters.clear();
    }
  };
  if (deps.locks === undefined) deps.channel?.addEventListener("message", onMessage);

  const expire = (path: string): never => {
    deps.tokens.clearLogin();
    deps.onSessionExpired();
    throw new Unauthorized({ path });
  };

  /** Runs while this tab holds the cross-tab right to refresh. */
  const refreshHoldingLock = async (seenAccessToken: string): Promise<string> => {
    // Another tab may have refreshed (or logged out) while we waited: storage is the truth.
    const current = deps.tokens.readTokens();
    if (current === undefined) throw new Unauthorized({ path: "v2/auth/refresh-token" });
    if (current.access_token !== seenAccessToken) return current.access_token;
    let answer: RefreshAnswer;
    try {
      answer = await deps.refresh(current.refresh_token);
    } catch (error) {
      if (isRefused(error)) return expire("v2/auth/refresh-token");
      throw error;
    }
    // The login may have changed while the answer travelled: signed out (a logout's clear must
    // not be undone by a late refresh), or someone else signed in or acted as. Only the login
    // that was refreshed takes the new tokens.
    const now = deps.tokens.readTokens();
    if (now === undefined) throw new Unauthorized({ path: "v2/auth/refresh-token" });
    if (now.refresh_token !== current.refresh_token) return now.access_token;
    deps.tokens.writeTokens({
      access_token: answer.access_token,
      refresh_token: answer.refresh_token ?? current.refresh_token,
    });
    return answer.access_token;
  };

  const waitForOtherTab = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimer(handle);
        waiters.delete(done);
        resolve();
      };
      const handle = setTimer(done, OTHER_TAB_REFRESH_WAIT_MS);
      waiters.add(done);
    });

  const refreshAcrossTabs = async (seenAccessToken: string): Promise<string> => {
    if (deps.locks !== undefined) {
      return deps.locks.request(REFRESH_LOCK_NAME, () => refreshHoldingLock(seenAccessToken));
    }
    const channel = deps.channel;
    if (channel === undefined) return refreshHoldingLock(seenAccessToken);
    // Best effort without locks: two tabs starting in the same instant may both refresh; the
    // last write wins in storage and each tab holds a token the server issued.
    if (otherTabRefreshing) await waitForOtherTab();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
    channel.postMessage({ type: "refresh.started" });
    try {
      return await refreshHoldingLock(seenAccessToken);
    } finally {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
      channel.postMessage({ type: "refresh.finished" });
    }
  };

  return {
    refresh: (rejected) => {
      if (inFlight !== undefined) return inFlight;
      const seen = deps.tokens.readTokens();
      if (seen === undefined) return Promise.reject(new Unauthorized({ path: "v2/auth/refresh-token" }));
      // Two reads sent with the same old token: the first 401 refreshed, the second 401 arrives
      // after that refresh ended. Its retry takes the new token; a second refresh would be waste.
      if (rejected !== undefined && rejected !== seen.access_token) return Promise.resolve(seen.access_token);
      const run = refreshAcrossTabs(seen.access_token).finally(() => {
        inFlight = undefined;
      });
      inFlight = run;
      return run;
    },
    refreshing: () => inFlight !== undefined,
    dispose: () => {
      deps.channel?.removeEventListener("message", onMessage);
      for (const wake of waiters) wake();
    },
  };
}

function isRefused(error: unknown): boolean {
  const apiError = error as ApiError;
  return apiError instanceof Unauthorized || (apiError instanceof HttpError && apiError.status === 401);
}
