import { describe, expect, it, vi } from "vitest";
import { HttpError, NetworkError, Unauthorized } from "../api/api-errors";
import type { RefreshAnswer } from "../api/contract-schemas";
import type { StoredTokens } from "../storage/stored-values";
import type { RefreshChannel } from "./refresh-coordinator";
import { createRefreshCoordinator, REFRESH_LOCK_NAME, unauthorizedHandler } from "./refresh-coordinator";

/** Storage shared by simulated tabs. */
function sharedTokens(initial: StoredTokens | undefined) {
  let value = initial;
  return {
    readTokens: () => value,
    writeTokens: vi.fn<(tokens: StoredTokens) => void>((tokens: StoredTokens) => {
      value = tokens;
    }),
    clearLogin: vi.fn<() => void>(() => {
      value = undefined;
    }),
  };
}

/** A Web Locks stand-in with the real exclusive-queue behaviour. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  const request = ((name: string, callback: () => Promise<unknown>) => {
    names.push(name);
    const run = tail.then(callback, callback);
    tail = run.catch(() => undefined);
    return run;
  }) as unknown as LockManager["request"];
  return { locks: { request }, names };
}

const deferred = <A>() => {
  let resolve!: (value: A) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<A>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe("refresh coordinator", () => {
  it("shares one refresh between concurrent callers in a tab", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const answer = deferred<RefreshAnswer>();
    const refresh = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(() => answer.promise);
    const coordinator = createRefreshCoordinator({ tokens, refresh, onSessionExpired: vi.fn<() => void>() });
    const calls = [coordinator.refresh(), coordinator.refresh(), coordinator.refresh()];
    answer.resolve({ access_token: "a2" });
    expect(await Promise.all(calls)).toEqual(["a2", "a2", "a2"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("r1");
    // Spec 7: the new access token is stored with the previous refresh token.
    expect(tokens.readTokens()).toEqual({ access_token: "a2", refresh_token: "r1" });
  });

  it("a 401 that arrives after the refresh for its token ended retries with the new token, no second refresh", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const refresh = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(() =>
      Promise.resolve({ access_token: "a2" }),
    );
    const coordinator = createRefreshCoordinator({ tokens, refresh, onSessionExpired: vi.fn<() => void>() });
    // Two reads went out with a1; the first 401 refreshes, the second one comes back afterwards.
    expect(await coordinator.refresh("a1")).toBe("a2");
    expect(await coordinator.refresh("a1")).toBe("a2");
    expect(refresh).toHaveBeenCalledTimes(1);
    // A 401 for the token now stored is a real refusal of it: that one is refreshed.
    refresh.mockResolvedValueOnce({ access_token: "a3" });
    expect(await coordinator.refresh("a2")).toBe("a3");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("tells the refresh machine of a refresh a 401 ran or joined, never of a late 401 answered from storage", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const answer = deferred<RefreshAnswer>();
    const refresh = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(() => answer.promise);
    const coordinator = createRefreshCoordinator({ tokens, refresh, onSessionExpired: vi.fn<() => void>() });
    const heard = vi.fn<() => void>();
    // The machine, told, asks the coordinator too (without a refused token), as signed-in-actors does.
    const onUnauthorized = unauthorizedHandler(coordinator, () => {
      heard();
      void coordinator.refresh();
    });
    expect(coordinator.refreshing()).toBe(false);
    const first = onUnauthorized("a1");
    const second = onUnauthorized("a1");
    expect(coordinator.refreshing()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    answer.resolve({ access_token: "a2" });
    expect(await first).toBe("a2");
    expect(await second).toBe("a2");
    expect(coordinator.refreshing()).toBe(false);
    // A third read sent with a1 comes back 401 after the refresh ended: its retry takes a2 and the
    // machine is not told (it would refresh again).
    expect(await onUnauthorized("a1")).toBe("a2");
    expect(heard).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does not bring back a login that was signed out while the refresh travelled", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const answer = deferred<RefreshAnswer>();
    const coordinator = createRefreshCoordinator({
      tokens,
      refresh: () => answer.promise,
      onSessionExpired: vi.fn<() => void>(),
    });
    const pending = coordinator.refresh();
    tokens.clearLogin();
    answer.resolve({ access_token: "a2", refresh_token: "r2" });
    await expect(pending).rejects.toBeInstanceOf(Unauthorized);
    expect(tokens.readTokens()).toBeUndefined();
    expect(tokens.writeTokens).not.toHaveBeenCalled();
  });

  it("leaves another login's tokens alone when one replaced the refreshed login meanwhile", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const answer = deferred<RefreshAnswer>();
    const coordinator = createRefreshCoordinator({
      tokens,
      refresh: () => answer.promise,
      onSessionExpired: vi.fn<() => void>(),
    });
    const pending = coordinator.refresh();
    tokens.writeTokens({ access_token: "employee-a", refresh_token: "employee-r" });
    answer.resolve({ access_token: "a2", refresh_token: "r2" });
    expect(await pending).toBe("employee-a");
    expect(tokens.readTokens()).toEqual({ access_token: "employee-a", refresh_token: "employee-r" });
  });

  it("keeps a rotated refresh token when the server sends one", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const coordinator = createRefreshCoordinator({
      tokens,
      refresh: async () => ({ access_token: "a2", refresh_token: "r2" }),
      onSessionExpired: vi.fn<() => void>(),
    });
    await coordinator.refresh();
    expect(tokens.readTokens()).toEqual({ access_token: "a2", refresh_token: "r2" });
  });

  it("starts a new refresh after the previous one settled", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    let n = 1;
    const refresh = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(async () => ({
      access_token: `a${++n}`,
    }));
    const coordinator = createRefreshCoordinator({ tokens, refresh, onSessionExpired: vi.fn<() => void>() });
    expect(await coordinator.refresh()).toBe("a2");
    expect(await coordinator.refresh()).toBe("a3");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("a refresh 401 clears the stored login and goes to the root page", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const onSessionExpired = vi.fn<() => void>();
    const coordinator = createRefreshCoordinator({
      tokens,
      refresh: () => Promise.reject(new Unauthorized({ path: "v2/auth/refresh-token" })),
      onSessionExpired,
    });
    await expect(coordinator.refresh()).rejects.toBeInstanceOf(Unauthorized);
    expect(tokens.clearLogin).toHaveBeenCalledTimes(1);
    expect(tokens.readTokens()).toBeUndefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("other failures keep the login", async () => {
    for (const error of [
      new NetworkError({ messageKey: "b2b_network_error" }),
      new HttpError({ status: 503, messageKey: "x", body: undefined }),
    ]) {
      const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
      const onSessionExpired = vi.fn<() => void>();
      const coordinator = createRefreshCoordinator({
        tokens,
        refresh: () => Promise.reject(error),
        onSessionExpired,
      });
      await expect(coordinator.refresh()).rejects.toBe(error);
      expect(tokens.readTokens()).toEqual({ access_token: "a1", refresh_token: "r1" });
      expect(onSessionExpired).not.toHaveBeenCalled();
    }
  });

  it("without a stored login rejects without calling the server", async () => {
    const refresh = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>();
    const coordinator = createRefreshCoordinator({
      tokens: sharedTokens(undefined),
      refresh,
      onSessionExpired: vi.fn<() => void>(),
    });
    await expect(coordinator.refresh()).rejects.toBeInstanceOf(Unauthorized);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("across tabs with Web Locks: the second tab uses the first tab's token", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const { locks, names } = fakeLocks();
    const answer = deferred<RefreshAnswer>();
    const refreshA = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(() => answer.promise);
    const refreshB = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(async () => ({
      access_token: "never",
    }));
    const tabA = createRefreshCoordinator({
      tokens,
      refresh: refreshA,
      locks,
      onSessionExpired: vi.fn<() => void>(),
    });
    const tabB = createRefreshCoordinator({
      tokens,
      refresh: refreshB,
      locks,
      onSessionExpired: vi.fn<() => void>(),
    });
    const a = tabA.refresh();
    const b = tabB.refresh();
    answer.resolve({ access_token: "a2" });
    expect(await a).toBe("a2");
    expect(await b).toBe("a2");
    expect(refreshA).toHaveBeenCalledTimes(1);
    expect(refreshB).not.toHaveBeenCalled();
    expect(names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });

  it("across tabs without locks: waits for an announced refresh over BroadcastChannel", async () => {
    const tokens = sharedTokens({ access_token: "a1", refresh_token: "r1" });
    const bus = new Set<(event: MessageEvent) => void>();
    const channel = (): RefreshChannel => {
      const own = new Set<(event: MessageEvent) => void>();
      return {
        // A BroadcastChannel does not deliver to its own sender.
        postMessage: (message) => {
          for (const listener of bus) if (!own.has(listener)) listener({ data: message } as MessageEvent);
        },
        addEventListener: (_type, listener) => {
          own.add(listener);
          bus.add(listener);
        },
        removeEventListener: (_type, listener) => {
          own.delete(listener);
          bus.delete(listener);
        },
        close: () => undefined,
      };
    };
    const answer = deferred<RefreshAnswer>();
    const refreshA = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(() => answer.promise);
    const refreshB = vi.fn<(refreshToken: string) => Promise<RefreshAnswer>>(async () => ({
      access_token: "never",
    }));
    const tabA = createRefreshCoordinator({
      tokens,
      refresh: refreshA,
      channel: channel(),
      onSessionExpired: vi.fn<() => void>(),
    });
    const tabB = createRefreshCoordinator({
      tokens,
      refresh: refreshB,
      channel: channel(),
      onSessionExpired: vi.fn<() => void>(),
    });
    const a = tabA.refresh();
    await Promise.resolve();
    const b = tabB.refresh();
    answer.resolve({ access_token: "a2" });
    expect(await a).toBe("a2");
    expect(await b).toBe("a2");
    expect(refreshB).not.toHaveBeenCalled();
    tabA.dispose();
    tabB.dispose();
  });
});
