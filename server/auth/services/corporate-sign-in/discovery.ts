/** The two fields of an OpenID discovery document the sign-in needs. */
export interface Discovery {
  /** May hold Entra ID's `{tenantid}` placeholder (multi-tenant "organizations"/"common" authorities). */
  readonly issuer: string;
  readonly jwksUri: URL;
}

const DISCOVERY_TIMEOUT_MS = 5000;

/** `${issuer}/.well-known/openid-configuration`, the issuer without a trailing slash (OpenID Discovery §4). */
export function discoveryUrl(issuer: string): URL {
  return new URL(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`);
}

/**
 * Reads the configured issuer's discovery document. Throws when the provider cannot be reached or
 * answers something that is not a discovery document; the caller treats that as "unavailable".
 */
export async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const response = await fetch(discoveryUrl(issuer), {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof document.issuer !== "string" || typeof document.jwks_uri !== "string")
    throw new Error("discovery document without issuer or jwks_uri");
  return { issuer: document.issuer, jwksUri: new URL(document.jwks_uri) };
}
