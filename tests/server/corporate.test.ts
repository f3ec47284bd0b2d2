import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { getJson } from "./support/http";
import { providerKey, startOpenIdProvider, type TestOpenIdProvider } from "./support/oidc-provider";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const TENANT = "11111111-2222-4333-8444-555555555555";
const corporate = DEMO_ACCOUNTS.find((a) => a.azureSubject !== null);
if (corporate?.azureSubject == null) throw new Error("the demo data has no corporate account");
const SUBJECT = corporate.azureSubject;
const ACCOUNTS = [
  { sub: SUBJECT, tid: TENANT },
  { sub: "someone-from-another-tenant", tid: "99999999-0000-4000-8000-000000000000" },
  { sub: "unknown-colleague", tid: TENANT },
  // A new application registration gives a new pairwise sub; the object id still links the account.
  { sub: "pairwise-sub-of-new-app", tid: TENANT, oid: `00000000-0000-4000-8000-00000000000${corporate.id}` },
];

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function corporateLogin(api: string, token: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api}/v2/auth/login/microsoft`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ access_token: token }),
  });
}

/** What an answer was, to compare with `refusal(...)` in one expect. */
async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}
const refusal = (status: number, message: string) => ({ status, body: { status: "error", message } });

/**
 * ID tokens come from a real OpenID provider (oidc-provider) on loopback through its authorization-code
 * flow; tokens with claims the provider never issues (nbf, alg none, HS256) are made with its own key
 * or by hand. The server reads discovery and keys from the provider like from the corporate one.
 */
describe.each(databases)("corporate sign-in on $name", (target) => {
  let idp: TestOpenIdProvider;
  let otherIssuer: TestOpenIdProvider;
  let server: TestServer;
  let api = "";
  beforeAll(async () => {
    const key = await providerKey();
    idp = await startOpenIdProvider({ accounts: ACCOUNTS, key });
    // Same signing key, another issuer: only the issuer check can refuse its tokens.
    otherIssuer = await startOpenIdProvider({ accounts: ACCOUNTS, key });
    server = await startTestServer(target, {
      env: {
        MICROSOFT_ISSUER: idp.issuer,
        MICROSOFT_CLIENT_ID: idp.clientId,
        MICROSOFT_ALLOWED_TENANTS: `${TENANT}, 00000000-0000-0000-0000-000000000000`,
      },
    });
    api = server.api;
  });
  afterAll(async () => {
    await server.stop();
    await idp.close();
    await otherIssuer.close();
  });

  it("serves the browser's configuration", async () => {
    const response = await getJson(api, "auth/config");
    expect(await response.json()).toEqual({
      microsoft: {
        clientId: idp.clientId,
        authority: idp.issuer,
        knownAuthorities: [new URL(idp.issuer).host],
      },
      learning_url: server.config.learningUrl,
      // COMMERCE_SCREENS is off unless a deployment turns it on.
      features: { commerce_screens: false },
    });
  });

  it("signs in with a valid ID token: the tokens of a password login, role azureUser", async () => {
    const response = await corporateLogin(api, await idp.idToken(SUBJECT));
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    expect(Object.keys(tokens).sort()).toEqual(["access_token", "refresh_token"]);
    const me = (await (await getJson(api, "user/me", tokens.access_token)).json()) as Record<string, unknown>;
    expect({ id: me["id"], role: me["portal_user_role"] }).toEqual({ id: corporate.id, role: "azureUser" });
    const refreshed = await fetch(`${api}/v2/auth/refresh-token`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
  });

  it("links a new subject through the object id", async () => {
    const response = await corporateLogin(api, await idp.idToken("pairwise-sub-of-new-app"));
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    const me = (await (await getJson(api, "user/me", access_token)).json()) as { id: number };
    expect(me.id).toBe(corporate.id);
  });

  it("answers 404 b2b_user_not_found for a valid token of an unknown colleague", async () => {
    const token = await idp.idToken("unknown-colleague");
    expect(await answerOf(await corporateLogin(api, token))).toEqual(refusal(404, "b2b_user_not_found"));
  });

  it("refuses a token for another client (audience)", async () => {
    const token = await idp.idToken(SUBJECT, { clientId: "other-app" });
    expect(await answerOf(await corporateLogin(api, token))).toEqual(
      refusal(422, "b2b_wrong_username_password"),
    );
  });

  it("refuses a token of another issuer signed with the same key", async () => {
    const token = await otherIssuer.idToken(SUBJECT);
    expect(await answerOf(await corporateLogin(api, token))).toEqual(
      refusal(422, "b2b_wrong_username_password"),
    );
  });

  it("refuses a token of a tenant outside the allow-list", async () => {
    const token = await idp.idToken("someone-from-another-tenant");
    expect(await answerOf(await corporateLogin(api, token))).toEqual(
      refusal(422, "b2b_wrong_username_password"),
    );
  });

  it("refuses an expired token (the server's clock moves past exp and the tolerance)", async () => {
    const token = await idp.idToken(SUBJECT);
    server.clock.advance(3600_000 + 61_000);
    try {
      expect(await answerOf(await corporateLogin(api, token))).toEqual(
        refusal(422, "b2b_wrong_username_password"),
      );
    } finally {
      server.clock.advance(-(3600_000 + 61_000));
    }
  });

  it("refuses a token that is not valid yet (nbf beyond the clock tolerance)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: idp.issuer,
      aud: idp.clientId,
      sub: SUBJECT,
      tid: TENANT,
      iat: now,
      exp: now + 3600,
    };
    // The same claims with a near nbf are accepted, so only nbf decides.
    expect(
      (await corporateLogin(api, await idp.signWithProviderKey({ ...claims, nbf: now + 30 }))).status,
    ).toBe(200);
    const future = await idp.signWithProviderKey({ ...claims, nbf: now + 600 });
    expect(await answerOf(await corporateLogin(api, future))).toEqual(
      refusal(422, "b2b_wrong_username_password"),
    );
  });

  it("refuses alg none, HS256 made with the provider's public key, an unknown kid and a broken signature", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: idp.issuer,
      aud: idp.clientId,
      sub: SUBJECT,
      tid: TENANT,
      iat: now,
      exp: now + 3600,
    };
    const none = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
    const hsInput = `${b64url({ alg: "HS256", typ: "JWT", kid: idp.publicJwk.kid })}.${b64url(claims)}`;
    const hs256 = `${hsInput}.${createHmac("sha256", JSON.stringify(idp.publicJwk)).update(hsInput).digest("base64url")}`;
    const unknownKid = await idp.signWithProviderKey(claims, { kid: "not-a-key-of-the-provider" });
    const valid = await idp.idToken(SUBJECT);
    const [header, payload, signature = ""] = valid.split(".");
    const broken = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const forgedPayload = `${header}.${b64url({ ...claims, sub: "someone-else" })}.${signature}`;
    for (const token of [none, hs256, unknownKid, broken, forgedPayload, "not.a.jwt", "x"])
      expect(await answerOf(await corporateLogin(api, token))).toEqual(
        refusal(422, "b2b_wrong_username_password"),
      );
  });

  it("answers 422 b2b_invalid_input for a body without a token", async () => {
    for (const body of [
      {},
      { access_token: "" },
      { access_token: 42 },
      { access_token: "x".repeat(20_000) },
    ]) {
      const response = await fetch(`${api}/v2/auth/login/microsoft`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(await answerOf(response)).toEqual(refusal(422, "b2b_invalid_input"));
    }
    expect(server.serverErrors).toEqual([]);
  });
});

describe.each(databases)("corporate sign-in not configured or unreachable on $name", (target) => {
  it("answers auth/config microsoft null and 503 b2b_corporate_sign_in_unavailable", async () => {
    const server = await startTestServer(target);
    try {
      expect(
        ((await (await getJson(server.api, "auth/config")).json()) as { microsoft: unknown }).microsoft,
      ).toBeNull();
      expect(await answerOf(await corporateLogin(server.api, "a.b.c"))).toEqual(
        refusal(503, "b2b_corporate_sign_in_unavailable"),
      );
    } finally {
      await server.stop();
    }
  });

  it("answers 503 when the provider does not answer", async () => {
    const idp = await startOpenIdProvider({ accounts: ACCOUNTS });
    const token = await idp.idToken(SUBJECT);
    const issuer = idp.issuer;
    await idp.close();
    const server = await startTestServer(target, {
      env: { MICROSOFT_ISSUER: issuer, MICROSOFT_CLIENT_ID: idp.clientId },
    });
    try {
      expect(await answerOf(await corporateLogin(server.api, token))).toEqual(
        refusal(503, "b2b_corporate_sign_in_unavailable"),
      );
      expect(server.serverErrors).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
