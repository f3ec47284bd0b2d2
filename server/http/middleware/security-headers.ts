import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../../config/app-config";
import { requestIsHttps } from "../request-scheme";

/** Hono's default HSTS value: 180 days, subdomains included. */
const STRICT_TRANSPORT_SECURITY = "max-age=15552000; includeSubDomains";

/**
 * Security headers on every answer. The Content-Security-Policy allows no inline script and no
 * inline style element: Vite emits script files and vanilla-extract emits CSS files, and React's
 * `style` prop goes through the CSSOM, which CSP does not restrict. The identity provider's origin
 * is allowed for the browser's token calls (MSAL). Strict-Transport-Security goes only on answers
 * to HTTPS requests (RFC 6797 §7.2: a user agent ignores it over HTTP, and sent over HTTP it is a
 * promise the server may not keep), directly or as a trusted proxy reports (TRUST_PROXY).
 */
export function securityHeaders(config: AppConfig) {
  const identityOrigins = config.microsoft === null ? [] : [new URL(config.microsoft.issuer).origin];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...identityOrigins],
      frameSrc: identityOrigins.length > 0 ? identityOrigins : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: false,
  });
  const hsts = createMiddleware(async (c, next) => {
    await next();
    if (requestIsHttps(c, config.trustProxy))
      c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  });
  return every(headers, hsts);
}
