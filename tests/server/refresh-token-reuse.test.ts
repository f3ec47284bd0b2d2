import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../adapters/api/api-client";
import { createRefreshCoordinator } from "../../adapters/auth/refresh-coordinator";
import type { StoredTokens } from "../../adapters/storage/stored-values";
import { TOKEN_REFRESH_INTERVAL_MS } from "../../core/constants/portal-constants";
import { REFRESH_REUSE_GRACE_SECONDS } from "../../server/auth/services/session/rotate-refresh-token";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens, refresh, type Tokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("refresh-token reuse on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const me = async (accessToken: string) => (await getJson(server.api, "user/me", accessToken)).status;
  const refreshed = async (refreshToken: string): Promise<Tokens> => {
    const response = await refresh(server.api, refreshToken);
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  };

  it("a token older than the previous one revokes the whole session, the newest token too", async () => {
    const first = await loginTokens(server.api, "6900000004");
    const second = await refreshed(first.refresh_token);
    const third = await refreshed(second.refresh_token);
    expect((await refresh(server.api, first.refresh_token)).status).toBe(401);
    // The legitimate holder's newest tokens are gone with it: the thief gained nothing lasting.
    expect((await refresh(server.api, third.refresh_token)).status).toBe(401);
    expect(await me(third.access_token)).toBe(401);
    const [logged] = await queryRows<{ count: number }>(
      server.server.database.db,
      sql`select count(*)::int as count from activity_log where status = 'refresh_token_reuse' and contact_id = 4`,
    );
    expect(logged?.count).toBe(1);
  });

  it("the previous token gets the current one again within its grace, and revokes the session after it", async () => {
    const first = await loginTokens(server.api, "6900000005");
    const second = await refreshed(first.refresh_token);
    // Two tabs racing, or an answer lost and retried: the same successor, nothing new to keep.
    const again = await refreshed(first.refresh_token);
    expect(again.refresh_token).toBe(second.refresh_token);
    expect(await me(again.access_token)).toBe(200);
    server.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(server.api, first.refresh_token)).status).toBe(401);
    expect((await refresh(server.api, second.refresh_token)).status).toBe(401);
  });

  it("concurrent refreshes with the current token all succeed with one successor", async () => {
    const first = await loginTokens(server.api, "6900000003");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refresh(server.api, first.refresh_token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const tokens = await Promise.all(answers.map(async (a) => ((await a.json()) as Tokens).refresh_token));
    expect(new Set(tokens).size).toBe(1);
    expect((await refresh(server.api, tokens[0] ?? "")).status).toBe(200);
  });

  it("reuse of user 1's token also ends the acting-as sessions opened from it", async () => {
    const first = await loginTokens(server.api, "6900000001");
    const second = await refreshed(first.refresh_token);
    const acting = await fetch(`${server.api}/auth/act-as`, {
      method: "POST",
      headers: { ...bearer(second.access_token), "Content-Type": "application/json" },
      body: JSON.stringify({ user_id: 4 }),
    });
    expect(acting.status).toBe(200);
    const employee = (await acting.json()) as Tokens;
    await refreshed(second.refresh_token);
    expect((await refresh(server.api, first.refresh_token)).status).toBe(401);
    expect(await me(employee.access_token)).toBe(401);
    expect((await refresh(server.api, employee.refresh_token)).status).toBe(401);
  });

  it("the browser's own adapters stay signed in for the whole 30-day session, refreshing every 55 minutes", async () => {
    const start = await loginTokens(server.api, "6900000002");
    // The composition root's wiring, with storage in memory: api client → refresh coordinator.
    let stored: StoredTokens | undefined = start;
    const tokens = {
      readTokens: () => stored,
      writeTokens: (next: StoredTokens) => {
        stored = next;
      },
      clearLogin: () => {
        stored = undefined;
      },
    };
    let expired = false;
    let coordinator: ReturnType<typeof createRefreshCoordinator> | undefined;
    const api = createApiClient({
      host: server.url,
      tokens,
      language: () => undefined,
      onUnauthorized: (rejected) => coordinator?.refresh(rejected) ?? Promise.reject(new Error("not wired")),
    });
    coordinator = createRefreshCoordinator({
      tokens,
      refresh: (refreshToken) => api.refreshToken(refreshToken),
      onSessionExpired: () => {
        expired = true;
      },
    });
    const sessionMs = server.config.refreshTokenTtlSeconds * 1000;
    const refreshes = Math.floor((sessionMs - 60_000) / TOKEN_REFRESH_INTERVAL_MS);
    const presented = new Set<string>();
    for (let i = 0; i < refreshes; i += 1) {
      server.clock.advance(TOKEN_REFRESH_INTERVAL_MS);
      presented.add(stored?.refresh_token ?? "");
      await coordinator.refresh();
      expect(expired, `refresh ${i + 1}`).toBe(false);
    }
    // Each refresh presented the token the one before it was given: never a superseded one.
    expect(presented.size).toBe(refreshes);
    expect((await api.me()).id).toBe(2);
    coordinator.dispose();
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
