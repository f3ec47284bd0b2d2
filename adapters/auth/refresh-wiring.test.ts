// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/api-client";
import { Unauthorized } from "../api/api-errors";
import { fakeFetch, json } from "../api/test-fetch";
import { createTokenStore } from "../storage/token-store";
import { createRefreshCoordinator } from "./refresh-coordinator";

/* The adapters wired as the composition root wires them: client → coordinator → store. */
function wire(handler: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(handler);
  const tokens = createTokenStore({ storage: localStorage });
  const goRoot = vi.fn<() => void>();
  let coordinator: ReturnType<typeof createRefreshCoordinator> | undefined;
  const api = createApiClient({
    host: "",
    tokens,
    language: () => tokens.readLanguage(),
    onUnauthorized: (rejected) => coordinator?.refresh(rejected) ?? Promise.reject(new Error("not wired")),
    fetch,
  });
  coordinator = createRefreshCoordinator({
    tokens,
    refresh: (refreshToken) => api.refreshToken(refreshToken),
    onSessionExpired: goRoot,
  });
  return { api, tokens, goRoot, requests };
}

beforeEach(() => localStorage.clear());

describe("401 → refresh → retry, wired", () => {
  it("refresh 401 clears storage and navigates to the root", async () => {
    const { api, tokens, goRoot, requests } = wire(() => json({}, 401));
    tokens.writeTokens({ access_token: "a1", refresh_token: "r1" });
    tokens.writeStore({ location: 1, warehouse: 2 });
    await expect(api.me()).rejects.toBeInstanceOf(Unauthorized);
    expect(tokens.readTokens()).toBeUndefined();
    expect(tokens.readLocation()).toBeUndefined();
    expect(goRoot).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.url)).toEqual([
      "/echo/rest/api/user/me",
      "/echo/rest/api/v2/auth/refresh-token",
    ]);
  });

  it("N concurrent 401s cause one refresh call and N retries", async () => {
    const { api, tokens, requests } = wire((r) => {
      if (r.url.endsWith("refresh-token")) return json({ access_token: "a2" });
      return r.headers.get("Authorization") === "Bearer a2"
        ? json({ status: "success", message: "ok" })
        : json({}, 401);
    });
    tokens.writeTokens({ access_token: "a1", refresh_token: "r1" });
    await Promise.all(Array.from({ length: 5 }, () => api.verifyEmail("h")));
    expect(requests.filter((r) => r.url.endsWith("refresh-token"))).toHaveLength(1);
    expect(requests.filter((r) => r.url.endsWith("verify/email"))).toHaveLength(10);
    expect(tokens.readTokens()).toEqual({ access_token: "a2", refresh_token: "r1" });
  });
});
