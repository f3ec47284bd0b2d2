import { ROUTER_BASE } from "../../../core/constants/portal-constants";

/** Links to the browser app's screens (spec section 2 routes), under PUBLIC_URL. */
export function portalLink(publicUrl: string, route: string): string {
  return `${publicUrl}${ROUTER_BASE}${route.replace(/^\//, "")}`;
}

export const setPasswordLink = (publicUrl: string, token: string): string =>
  portalLink(publicUrl, `setpassword?m=${encodeURIComponent(token)}`);

export const resetPasswordLink = (publicUrl: string, token: string): string =>
  portalLink(publicUrl, `resetpassword/${encodeURIComponent(token)}`);

export const emailVerifyLink = (publicUrl: string, token: string): string =>
  portalLink(publicUrl, `emailverify/${encodeURIComponent(token)}`);
