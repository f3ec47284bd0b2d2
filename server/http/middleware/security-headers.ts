import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../../config/app-config";

/**
 * Security headers on every answer. The Content-Security-Policy allows no inline script and no
 * inline style element: Vite emits script files and vanilla-extract emits CSS files, and React's
 * `style` prop goes through the CSSOM, which CSP does not restrict. The identity provider's origin
 * is allowed for the browser's token calls (MSAL).
 */
export function securityHeaders(config: AppConfig) {
  const identityOrigins = config.microsoft === null ? [] : [new URL(config.microsoft.issuer).origin];
  return secureHeaders({
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
  });
}
