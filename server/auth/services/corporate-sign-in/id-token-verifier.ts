import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
  type JWTPayload,
} from "jose";
import { fetchDiscovery, type Discovery } from "./discovery";

export interface CorporateProviderConfig {
  readonly issuer: string;
  readonly clientId: string;
  /** Empty: any tenant of the provider. */
  readonly allowedTenants: readonly string[];
}

/** Who the identity provider says signed in. */
export interface CorporateIdentity {
  readonly subject: string;
  /** Entra ID's object id: stable across the tenant's applications, unlike the pairwise `sub`. */
  readonly objectId: string | undefined;
}

export type IdTokenCheck =
  | { readonly outcome: "valid"; readonly identity: CorporateIdentity }
  /** Any flaw of the token itself: signature, algorithm, issuer, audience, times, tenant. */
  | { readonly outcome: "invalid" }
  /** The provider's discovery document or keys could not be read: not the user's fault. */
  | { readonly outcome: "unavailable" };

// Asymmetric algorithms only: a token can never make us verify with a shared secret (HS*) or nothing
// ("none"), so the provider's public key cannot be used as an HMAC secret.
const ALGORITHMS = ["RS256", "ES256", "PS256"];
// Clocks of the provider and this server may differ a little.
const CLOCK_TOLERANCE_SECONDS = 60;

class ProviderUnavailable extends Error {}

const claim = (payload: JWTPayload, name: string): string | undefined => {
  const value = payload[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * Verifies the ID tokens of the configured OpenID provider. The discovery document is read once (on
 * first use, again only after a failure) and the key set is jose's remote set, which caches keys and
 * refetches on an unknown key id at most every 30 s. Both caches hold only the provider's public data.
 */
export function createIdTokenVerifier(config: CorporateProviderConfig) {
  let discovery:
    | Promise<{ readonly discovery: Discovery; readonly keys: ReturnType<typeof createRemoteJWKSet> }>
    | undefined;
  const provider = () => {
    discovery ??= fetchDiscovery(config.issuer).then((found) => ({
      discovery: found,
      keys: createRemoteJWKSet(found.jwksUri, { timeoutDuration: 5000 }),
    }));
    // A failed read is not kept: the next sign-in tries again.
    discovery.catch(() => (discovery = undefined));
    return discovery;
  };

  return async (token: string, now: Date): Promise<IdTokenCheck> => {
    let resolved;
    try {
      resolved = await provider();
    } catch {
      return { outcome: "unavailable" };
    }
    const { keys } = resolved;
    const key = async (header: JWTHeaderParameters, input: FlattenedJWSInput) => {
      try {
        return await keys(header, input);
      } catch (error) {
        // An unknown or ambiguous key id is the token's flaw; a timeout or a bad key-set answer is the provider's.
        if (
          error instanceof joseErrors.JWKSNoMatchingKey ||
          error instanceof joseErrors.JWKSMultipleMatchingKeys ||
          error instanceof joseErrors.JOSENotSupported
        )
          throw error;
        throw new ProviderUnavailable();
      }
    };
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        audience: config.clientId,
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
      });
      const tenant = claim(payload, "tid");
      // Entra ID's multi-tenant discovery names the issuer with a {tenantid} placeholder.
      const expectedIssuer = resolved.discovery.issuer.replace("{tenantid}", tenant ?? "{tenantid}");
      if (payload.iss !== expectedIssuer) return { outcome: "invalid" };
      if (
        config.allowedTenants.length > 0 &&
        (tenant === undefined || !config.allowedTenants.includes(tenant))
      )
        return { outcome: "invalid" };
      const subject = claim(payload, "sub");
      if (subject === undefined) return { outcome: "invalid" };
      return { outcome: "valid", identity: { subject, objectId: claim(payload, "oid") } };
    } catch (error) {
      if (error instanceof ProviderUnavailable) return { outcome: "unavailable" };
      if (error instanceof joseErrors.JOSEError) return { outcome: "invalid" };
      throw error;
    }
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
