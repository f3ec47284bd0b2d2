import type { RateLimitPolicy } from "./rate-limiter";

/**
 * The limits of the sign-in and self-service flows (docs/decisions.md). Windows are fixed (aligned)
 * windows in the database, shared by every instance.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins of one account: a correct password is refused too once this is reached. */
  loginAccount: { name: "login:account", limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one client address, whatever the account. */
  loginAddress: { name: "login:address", limit: 20, windowSeconds: 15 * 60 },
  /** Registrations from one client address. */
  registerAddress: { name: "register:address", limit: 10, windowSeconds: 3600 },
  /** Messages triggered for one mobile by registrations (so nobody can be flooded with SMS). */
  registerMobile: { name: "register:mobile", limit: 5, windowSeconds: 3600 },
  /** Forgot-password requests from one client address. */
  forgotAddress: { name: "forgot:address", limit: 10, windowSeconds: 3600 },
  /** Forgot-password requests for one phone number or e-mail address. */
  forgotTarget: { name: "forgot:target", limit: 5, windowSeconds: 3600 },
  /** SMS codes sent for one registration (besides the 30 s spacing kept on the registration). */
  codeSendsPerRegistration: { name: "code:sends", limit: 5, windowSeconds: 3600 },
} as const satisfies Readonly<Record<string, RateLimitPolicy>>;
