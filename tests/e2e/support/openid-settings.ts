import { resolve } from "node:path";

/**
 * Where the browser tests' corporate identity provider runs and who it knows, shared by
 * playwright.config.ts (which starts it and points the app server at it), the provider script
 * (https-openid-provider.ts) and the specs. Everything derives from the app's port, so two runs on two
 * ports use two providers and two certificates.
 */
export function openIdSettings(env: NodeJS.ProcessEnv = process.env) {
  const appPort = Number(env["E2E_PORT"] ?? 8181);
  const port = Number(env["E2E_OIDC_PORT"] ?? appPort + 1000);
  // Absolute: the app server may run in another directory (E2E_APP_DIR) and still has to find it.
  const directory = resolve(`test-results/e2e-oidc-${port}`);
  return {
    appPort,
    port,
    issuer: `https://localhost:${port}`,
    clientId: "franchise-portal-e2e",
    /** The app's redirect URI: its origin and router base (ui/app/composition-root.tsx). */
    redirectUri: `http://localhost:${appPort}/portal/`,
    /** The self-signed certificate and its key, written by the provider when it starts. */
    certificateFile: `${directory}/certificate.pem`,
    keyFile: `${directory}/key.pem`,
    directory,
  } as const;
}

/** A corporate identity of the test provider: what the user types at its sign-in page, and its claims. */
export interface ProviderIdentity {
  readonly username: string;
  readonly sub: string;
  readonly oid: string;
  readonly name: string;
}

/** The tenant every identity of the test provider belongs to (Entra-style `tid`). */
export const PROVIDER_TENANT = "7e57e57e-0000-4000-8000-000000000001";

export const PROVIDER_IDENTITIES = {
  /** Linked to the demo azureUser (server/seed/demo-data.ts: azureSubject, and the seeded oid). */
  azureUser: {
    username: "d.vasileiou@franchise-group.example.com",
    sub: "demo-azure-subject-d-vasileiou",
    oid: "00000000-0000-4000-8000-000000000007",
    name: "Δημήτρης Βασιλείου",
  },
  /** A colleague the provider knows but the portal has no account for. */
  unlinked: {
    username: "a.papadaki@franchise-group.example.com",
    sub: "e2e-subject-not-in-the-portal",
    oid: "00000000-0000-4000-8000-0000000000ff",
    name: "Άννα Παπαδάκη",
  },
} as const satisfies Record<string, ProviderIdentity>;
