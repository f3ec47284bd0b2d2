import type { Configuration } from "@azure/msal-browser";
import type { MicrosoftConfig } from "../../core/auth/auth-wire";

/** Scopes of a plain OpenID sign-in: we only need the id token the server verifies. */
export const CORPORATE_SIGN_IN_SCOPES = ["openid", "profile", "email"] as const;

/**
 * MSAL configured from GET auth/config so any OpenID issuer works: `protocolMode: "OIDC"` (in
 * `system` in MSAL 5) drops Entra-only behaviour, and the authority's own host is always a known
 * authority so MSAL trusts its discovery document. Its cache lives in sessionStorage: it is only
 * needed across the one redirect and must not outlive the tab.
 */
export function msalConfiguration(config: MicrosoftConfig, redirectUri: string): Configuration {
  const authorityHost = hostOf(config.authority);
  const knownAuthorities = [
    ...new Set([...config.knownAuthorities, ...(authorityHost === undefined ? [] : [authorityHost])]),
  ];
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities,
      redirectUri,
      OIDCOptions: { responseMode: "fragment", defaultScopes: [...CORPORATE_SIGN_IN_SCOPES] },
    },
    cache: { cacheLocation: "sessionStorage" },
    system: { protocolMode: "OIDC" },
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
