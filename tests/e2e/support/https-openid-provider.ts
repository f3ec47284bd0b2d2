import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import { Provider } from "oidc-provider";
import {
  openIdSettings,
  PROVIDER_IDENTITIES,
  PROVIDER_TENANT,
  type ProviderIdentity,
} from "./openid-settings";

/**
 * The corporate identity provider of the browser tests: a real OpenID provider (oidc-provider) on
 * https://localhost:<E2E_OIDC_PORT>, which MSAL requires (it refuses an authority that is not HTTPS).
 * At start it makes a self-signed certificate for localhost and a signing key (nothing is committed);
 * the certificate goes to test-results/ so the app server can trust it (NODE_EXTRA_CA_CERTS).
 *
 * The portal is registered as a public client (PKCE, no secret) with the app's exact redirect URI;
 * CORS is open to that origin for the token call. The sign-in page asks only for the username (one of
 * PROVIDER_IDENTITIES) and has a Cancel button that answers the portal with access_denied. Consent is
 * granted without asking, as for a first-party corporate application.
 *
 * Run: `npx tsx tests/e2e/support/https-openid-provider.ts` (playwright.config.ts does so).
 */

const settings = openIdSettings();

// oidc-provider has no type declarations; tests/server/support/oidc-provider-module.d.ts declares the
// part the server tests use, and these the rest this provider uses.
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: readonly string[]): void;
  save(): Promise<string>;
}
interface InteractionDetails {
  readonly uid: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly prompt: { readonly name: string; readonly details: Readonly<Record<string, unknown>> };
  readonly grantId?: string;
  readonly session?: { readonly accountId: string };
}
type FullProvider = Provider & {
  readonly Grant: {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
};
interface ProviderClient {
  readonly redirectUris?: readonly string[];
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days, by the openssl CLI. */
function makeCertificate(files: { readonly certificateFile: string; readonly keyFile: string }) {
  execFileSync(
    process.env["OPENSSL"] ?? "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      files.keyFile,
      "-out",
      files.certificateFile,
    ],
    { stdio: "pipe" },
  );
}

async function signingKey() {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: `e2e-${randomBytes(4).toString("hex")}`,
    alg: "RS256",
    use: "sig",
  };
}

const identities: readonly ProviderIdentity[] = Object.values(PROVIDER_IDENTITIES);
const byUsername = (username: string) =>
  identities.find((identity) => identity.username === username.trim().toLowerCase());

async function startHttpsOpenIdProvider(): Promise<Server> {
  mkdirSync(settings.directory, { recursive: true });
  makeCertificate(settings);

  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        application_type: "web",
        token_endpoint_auth_method: "none",
        redirect_uris: [settings.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    // Entra-style tenant and object ids next to the subject; MSAL shows name / preferred_username.
    claims: {
      openid: ["sub", "tid", "oid"],
      profile: ["name", "preferred_username"],
      email: ["email"],
    },
    // Like Entra ID, the claims go into the ID token itself (the portal never calls userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // The browser calls the token endpoint from the portal's origin (discovery and JWKS are open to all).
    clientBasedCORS: (_ctx: unknown, origin: string, client: ProviderClient) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 3600 },
    interactions: {
      url: (_ctx: unknown, interaction: { readonly uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const identity = identities.find((candidate) => candidate.sub === sub);
      return identity === undefined
        ? undefined
        : {
            accountId: sub,
            claims: () => ({
              sub,
              tid: PROVIDER_TENANT,
              oid: identity.oid,
              name: identity.name,
              preferred_username: identity.username,
              email: identity.username,
            }),
          };
    },
    renderError: (ctx: { type: string; body: string }, out: Readonly<Record<string, string | undefined>>) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        `<p>${escape(`${out["error"]}: ${out["error_description"] ?? ""}`)}</p>`,
      );
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("test provider error:", error));

  const callback = provider.callback();
  const server = createServer({
    key: readFileSync(settings.keyFile),
    cert: readFileSync(settings.certificateFile),
  });
  server.on("request", (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/(?:login|cancel))?$/.exec(req.url ?? "");
    if (match === null) {
      callback(req, res);
      return;
    }
    handleInteraction(provider as FullProvider, req, res, match[2]).catch((error: unknown) => {
      console.error("test provider interaction failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.port, "localhost", resolve));
  return server;
}

/** The provider's sign-in page (GET), its form (POST …/login) and Cancel (POST …/cancel). */
async function handleInteraction(
  provider: FullProvider,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
): Promise<void> {
  const details = (await provider.interactionDetails(req, res)) as InteractionDetails;
  const { uid, prompt, params } = details;

  if (prompt.name === "consent") {
    // First-party application: the grant holds whatever the portal asked for.
    const grant =
      details.grantId === undefined
        ? new provider.Grant({
            accountId: details.session?.accountId ?? "",
            clientId: String(params["client_id"]),
          })
        : await provider.Grant.find(details.grantId);
    if (grant === undefined) throw new Error("the interaction's grant is gone");
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }

  if (req.method === "POST" && action === "/cancel") {
    await provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "The user cancelled the sign-in" },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  if (req.method === "POST" && action === "/login") {
    const form = new URLSearchParams(await readBody(req));
    const username = form.get("username") ?? "";
    const identity = byUsername(username);
    if (identity !== undefined) {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: identity.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    sendPage(res, loginPage(uid, username, "We do not know this account."));
    return;
  }

  sendPage(
    res,
    loginPage(uid, typeof params["login_hint"] === "string" ? params["login_hint"] : "", undefined),
  );
}

function loginPage(uid: string, username: string, error: string | undefined): string {
  return page(
    "Sign in to Franchise Group (test provider)",
    `${error === undefined ? "" : `<p role="alert">${escape(error)}</p>`}
    <form method="post" action="/interaction/${uid}/login">
      <label>Username <input name="username" type="email" autocomplete="username" value="${escape(username)}" required autofocus></label>
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="/interaction/${uid}/cancel">
      <button type="submit">Cancel</button>
    </form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function sendPage(res: ServerResponse, html: string) {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(html);
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const server = await startHttpsOpenIdProvider();
console.log(
  `Test OpenID provider at ${settings.issuer} (client ${settings.clientId}, certificate ${settings.certificateFile})`,
);
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
