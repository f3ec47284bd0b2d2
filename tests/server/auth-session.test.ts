import { SignJWT, UnsecuredJWT, decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from "../../server/auth/services/session/access-token";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens, refresh, type Tokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const UNAUTHORIZED = { status: 401, body: { status: "error", message: "b2b_unauthorized" } };

/** Status and JSON body of an answer, compared in one assertion. */
async function outcome(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

describe.each(databases)("tokens and sessions on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const me = (accessToken: string) => getJson(server.api, "user/me", accessToken);
  const logout = (accessToken: string) =>
    fetch(`${server.api}/v2/logs/logout`, { method: "POST", headers: bearer(accessToken) });

  it("access tokens carry sub, sid, role, iss, aud, iat and exp with the configured lifetime", async () => {
    const { access_token } = await loginTokens(server.api, "6900000003");
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({
      sub: "3",
      role: "store_manager",
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
    });
    expect(typeof claims["sid"]).toBe("string");
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60 * 60);
  });

  it("refresh gives a working access token and a rotated refresh token", async () => {
    const first = await loginTokens(server.api, "6900000004");
    const response = await refresh(server.api, first.refresh_token);
    expect(response.status).toBe(200);
    const next = (await response.json()) as Tokens;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(next.access_token)["sid"]).toBe(decodeJwt(first.access_token)["sid"]);
    expect((await me(next.access_token)).status).toBe(200);
    // The newest refresh token works as well.
    expect((await refresh(server.api, next.refresh_token)).status).toBe(200);
  });

  it("the previous refresh token, presented again within its grace, gets the current one (racing tabs)", async () => {
    const first = await loginTokens(server.api, "6900000005");
    const next = (await (await refresh(server.api, first.refresh_token)).json()) as Tokens;
    for (let round = 0; round < 3; round++) {
      const response = await refresh(server.api, first.refresh_token);
      expect(response.status, `round ${round}`).toBe(200);
      const again = (await response.json()) as Tokens;
      expect(again.refresh_token).toBe(next.refresh_token);
      expect((await me(again.access_token)).status).toBe(200);
    }
  });

  it("an unknown, malformed or missing refresh token gives 401", async () => {
    expect(await outcome(await refresh(server.api, "A".repeat(43)))).toEqual(UNAUTHORIZED);
    expect(await outcome(await fetch(`${server.api}/v2/auth/refresh-token`, { method: "POST" }))).toEqual(
      UNAUTHORIZED,
    );
    const { access_token } = await loginTokens(server.api, "6900000002");
    // An access token is not a refresh token.
    expect(await outcome(await refresh(server.api, access_token))).toEqual(UNAUTHORIZED);
  });

  it("logout answers 201; then the refresh tokens and the access token of that session give 401", async () => {
    const first = await loginTokens(server.api, "6900000002");
    const rotated = (await (await refresh(server.api, first.refresh_token)).json()) as Tokens;
    const other = await loginTokens(server.api, "6900000002");

    const response = await logout(rotated.access_token);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: "success" });

    expect(await outcome(await refresh(server.api, first.refresh_token))).toEqual(UNAUTHORIZED);
    expect(await outcome(await refresh(server.api, rotated.refresh_token))).toEqual(UNAUTHORIZED);
    expect(await outcome(await me(first.access_token))).toEqual(UNAUTHORIZED);
    expect(await outcome(await me(rotated.access_token))).toEqual(UNAUTHORIZED);
    expect(await outcome(await logout(rotated.access_token))).toEqual(UNAUTHORIZED);
    // Another login of the same user is another session and goes on.
    expect((await me(other.access_token)).status).toBe(200);
  });

  it("rejects forged, tampered, alg-none, foreign-audience and expired access tokens", async () => {
    const good = await loginTokens(server.api, "6900000003");
    const claims = decodeJwt(good.access_token);
    const wrongKey = new TextEncoder().encode("another-secret-another-secret-another-secret");
    const forged = await new SignJWT({ sid: claims["sid"], role: "greg-user" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(wrongKey);
    const none = new UnsecuredJWT({ sid: claims["sid"], role: "store_manager" })
      .setSubject("3")
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("1h")
      .encode();
    const [header, payload, signature] = good.access_token.split(".");
    const elevated = Buffer.from(JSON.stringify({ ...claims, sub: "1", role: "greg-user" }), "utf8").toString(
      "base64url",
    );
    const tampered = `${header}.${elevated}.${signature}`;
    for (const token of [forged, none, tampered, `${header}.${payload}.`, "not-a-jwt", good.refresh_token])
      expect(await outcome(await me(token))).toEqual(UNAUTHORIZED);
    expect(await outcome(await getJson(server.api, "user/me"))).toEqual(UNAUTHORIZED);

    // Expiry: move the server's clock past the access token lifetime.
    expect((await me(good.access_token)).status).toBe(200);
    server.clock.advance(61 * 60 * 1000);
    try {
      expect(await outcome(await me(good.access_token))).toEqual(UNAUTHORIZED);
      // The session itself lives on: a refresh brings a fresh access token.
      const response = await refresh(server.api, good.refresh_token);
      expect(response.status).toBe(200);
      expect((await me(((await response.json()) as Tokens).access_token)).status).toBe(200);
    } finally {
      server.clock.advance(-61 * 60 * 1000);
    }
  });

  it("a session ends at its absolute expiry: refresh then gives 401", async () => {
    const tokens = await loginTokens(server.api, "6900000004");
    server.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      expect(await outcome(await refresh(server.api, tokens.refresh_token))).toEqual(UNAUTHORIZED);
    } finally {
      server.clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    }
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
