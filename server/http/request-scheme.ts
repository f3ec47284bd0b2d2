import type { Context } from "hono";
import type { TrustProxy } from "../config/trust-proxy";

/**
 * Whether the browser reached us over HTTPS: our own socket is TLS, or a trusted proxy (TRUST_PROXY)
 * says so in X-Forwarded-Proto (its first value: the scheme the outermost proxy received). The URL's
 * scheme is not used: an absolute request target ("GET https://…") would set it over plain HTTP.
 */
export function requestIsHttps(c: Context, trustProxy: TrustProxy | null): boolean {
  const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)?.incoming;
  if (incoming?.socket?.encrypted === true) return true;
  if (trustProxy === null) return false;
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}
