import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";
import { Provider, type ProviderContext } from "oidc-provider";

/** An account of the test provider: its subject and the Entra-style tenant and object ids. */
export interface ProviderAccount {
  readonly sub: string;
  readonly tid: string;
  readonly oid?: string;
}

export interface TestOpenIdProvider {
  readonly issuer: string;
  /** The client the portal is registered as (its id is the portal's MICROSOFT_CLIENT_ID). */
  readonly clientId: string;
  /**
   * A real ID token: the provider's authorization-code flow driven over HTTP (authorize → the
   * interaction logs the account in → resume → code → token endpoint), for `clientId` or another client.
   */
  readonly idToken: (sub: string, options?: { readonly clientId?: string }) => Promise<string>;
  /** Signs arbitrary claims with the provider's own key (for claims the provider never issues, e.g. nbf). */
  readonly signWithProviderKey: (claims: JWTPayload, header?: { readonly kid?: string }) => Promise<string>;
  /** The provider's public signing key as a JWK (what its jwks_uri serves). */
  readonly publicJwk: JWK;
  readonly close: () => Promise<void>;
}

const CALLBACK = "http://127.0.0.1/callback";
const SECRET = "test-client-secret-0123456789abcdef";

/**
 * A real OpenID provider (oidc-provider) on loopback, standing in for the corporate identity provider:
 * discovery, JWKS and ID tokens all come from it. Several providers may share one key (`key`), so a
 * token from another issuer can be made that only the issuer check refuses.
 */
export async function startOpenIdProvider(options: {
  readonly accounts: readonly ProviderAccount[];
  readonly clientIds?: readonly string[];
  readonly key?: Awaited<ReturnType<typeof providerKey>>;
}): Promise<TestOpenIdProvider> {
  const key = options.key ?? (await providerKey());
  const clientIds = options.clientIds ?? ["portal-web", "other-app"];
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clientIds.map((client_id) => ({
      client_id,
      client_secret: SECRET,
      redirect_uris: [CALLBACK],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    claims: { openid: ["sub", "tid", "oid"] },
    // The corporate provider puts tid/oid in the ID token itself, whatever the response type.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (the defaults print a notice); ID tokens live an hour like Entra ID's.
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 3600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account === undefined
        ? undefined
        : {
            accountId: sub,
            claims: () => ({ sub, tid: account.tid, ...(account.oid ? { oid: account.oid } : {}) }),
          };
    },
    // Consent is granted at once: the test plays a user who has agreed before.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid");
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on("request", (req, res) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "");
    if (interaction === null) return callback(req, res);
    // The login screen: logs in the account named by login_hint, no form.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: String(details.params["login_hint"]) } },
        { mergeWithLastSubmission: false },
      );
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });

  return {
    issuer,
    clientId: clientIds[0] ?? "portal-web",
    publicJwk: key.publicJwk,
    idToken: async (sub, tokenOptions = {}) =>
      idTokenByCodeFlow(issuer, sub, tokenOptions.clientId ?? clientIds[0] ?? ""),
    signWithProviderKey: (claims, header = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: header.kid ?? key.kid })
        .sign(key.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An RS256 key pair in the forms the provider (private JWK) and jose (key object) take. */
export async function providerKey() {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key-1";
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { privateKey, publicKey, privateJwk, publicJwk, kid };
}

/** Follows the provider's redirects by hand, carrying its cookies, up to the code; then the token call. */
async function idTokenByCodeFlow(issuer: string, sub: string, clientId: string): Promise<string> {
  const cookies = new Map<string, string>();
  const step = async (url: string): Promise<string> => {
    const response = await fetch(new URL(url, issuer), {
      redirect: "manual",
      headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (location === null) throw new Error(`test provider answered ${response.status} without a redirect`);
    return location;
  };
  const authorize = new URL("/auth", issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    scope: "openid",
    redirect_uri: CALLBACK,
    login_hint: sub,
    nonce: "n-0S6_WzA2Mj",
  }).toString();
  let location = await step(authorize.toString());
  for (let hops = 0; !location.startsWith(CALLBACK); hops += 1) {
    if (hops > 5) throw new Error("test provider did not come back to the client");
    location = await step(location);
  }
  const code = new URL(location).searchParams.get("code");
  if (code === null) throw new Error(`test provider refused: ${location}`);
  const response = await fetch(new URL("/token", issuer), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: CALLBACK,
      client_id: clientId,
      client_secret: SECRET,
    }),
  });
  const body = (await response.json()) as { id_token?: string };
  if (body.id_token === undefined) throw new Error(`token endpoint answered ${response.status}`);
  return body.id_token;
}
