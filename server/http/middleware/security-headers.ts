import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../../config/app-config";
import { requestIsHttps } from "../request-scheme";

/** Hono's default HSTS value: 180 days, subdomains included. */
const STRICT_TRANSPORT_SECURITY = "max-age=15552000; includeSubDomains";

/**
 * The security headers every answer carries. The Content-Security-Policy allows no inline script and
 * no inline style element: Vite emits script files and vanilla-extract emits CSS files, and React's
 * `style` prop goes through the CSSOM, which CSP does not restrict. The identity provider's origin
 * is allowed for the browser's token calls (MSAL).
 *
 * They are the same for every request, so they are worked out once, by running Hono's
 * `secureHeaders` on one probe request, and written on each Node answer before Hono sees the request
 * (`withFixedHeaders` in server/http/node-listener.ts): ten `Headers.set` calls per answer after the
 * handler cost 8 % of the server's time under load (BENCHMARKS.md, issue #21), and a header written
 * on the Node answer costs a small fraction of that. An answer that sets one of them itself keeps its own.
 */
export async function fixedSecurityHeaders(config: AppConfig): Promise<Readonly<Record<string, string>>> {
  const identityOrigins = config.microsoft === null ? [] : [new URL(config.microsoft.issuer).origin];
  const probe = new Hono();
  probe.use(
    secureHeaders({
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
    }),
  );
  probe.get("/", (c) => c.body(null, 204));
  const answer = await probe.request("/");
  return Object.fromEntries(answer.headers.entries());
}

/**
 * Strict-Transport-Security only on answers to HTTPS requests (RFC 6797 §7.2: a user agent ignores
 * it over HTTP, and sent over HTTP it is a promise the server may not keep), directly or as a trusted
 * proxy reports (TRUST_PROXY). It depends on the request, so it stays a Hono middleware.
 */
export function strictTransportSecurity(config: AppConfig) {
  return createMiddleware(async (c, next) => {
    await next();
    if (requestIsHttps(c, config.trustProxy))
      c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  });
}
