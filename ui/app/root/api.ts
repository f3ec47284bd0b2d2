import type { BaseLoad } from "../../../core/schemas/base-load";
import { createApiClient } from "../../../adapters/api/api-client";
import {
  REFRESH_CHANNEL_NAME,
  createRefreshCoordinator,
  unauthorizedHandler,
} from "../../../adapters/auth/refresh-coordinator";
import { failureStatus } from "../../../machines/api-failure";
import { currentLanguage, config, navigation, tokenStore } from "./outside-world";

/* The API client (the browser's one HTTP client), the token refresh coordinator and shared loads. */

const refreshListeners = new Set<() => void>();
/** Hears of every refresh a 401 caused (the refresh machine restarts its 55-minute timer). */
export function onRefreshAfterUnauthorized(listener: () => void): void {
  refreshListeners.add(listener);
}

export const api = createApiClient({
  host: config.host,
  tokens: tokenStore,
  language: currentLanguage,
  // A 401: the coordinator refreshes once for every caller (and across tabs); the refresh machine
  // hears of a refresh it ran so its 55-minute timer starts over from it.
  onUnauthorized: (rejected) => answerUnauthorized(rejected),
});
export const coordinator = createRefreshCoordinator({
  tokens: tokenStore,
  refresh: (refreshToken) => api.refreshToken(refreshToken),
  onSessionExpired: () => navigation.goRoot(),
  locks: "locks" in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === "function" ? new BroadcastChannel(REFRESH_CHANNEL_NAME) : undefined,
});
const answerUnauthorized = unauthorizedHandler(coordinator, () => {
  for (const listener of refreshListeners) listener();
});

let authConfig: ReturnType<typeof api.authConfig> | undefined;
export const loadAuthConfig = () => (authConfig ??= api.authConfig());

// One base load per user and store: the session reads its azureUser flag, the store selection its
// franchise stores. Forgotten when the user or the store changes.
let baseLoad: Promise<BaseLoad> | undefined;
export const loadBase = (): Promise<BaseLoad> => {
  baseLoad ??= baseOfStoredStore().catch((error: unknown) => {
    baseLoad = undefined;
    throw error;
  });
  return baseLoad;
};

/**
 * The base load of the stored store. The server refuses (403) a store that is no longer the user's
 * (a manager took them out of it, issue #29 item 10): then the stored store is forgotten and the
 * base load asked again without one, so the store selection gets the user's stores and picks anew.
 */
async function baseOfStoredStore(): Promise<BaseLoad> {
  const location = tokenStore.readLocation();
  try {
    return await api.base(location);
  } catch (error) {
    if (location === undefined || failureStatus(error) !== 403) throw error;
    tokenStore.clearStore();
    return api.base(undefined);
  }
}

/** The base load belongs to a user and a store: the next reader loads it again. */
export function forgetBaseLoad(): void {
  baseLoad = undefined;
}
