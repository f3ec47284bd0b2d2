import type { RateLimitPolicy } from "./rate-limiter";

/**
 * The limits of the sign-in and self-service flows (docs/decisions.md). Windows are fixed (aligned)
 * windows in the database, shared by every instance.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins of one account from one client address: a correct password from that address is
   * refused too once this is reached, but the owner elsewhere is not locked out by it.
   */
  loginAccountAddress: { name: "login:account-address", limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins of one account from every address: the ceiling on guesses spread over many. */
  loginAccount: { name: "login:account", limit: 50, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one client address, whatever the account (a shop behind one NAT shares it). */
  loginAddress: { name: "login:address", limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong current passwords on POST user/password from one session (issue 29 item 3): a stolen
   * access token cannot test guesses; the owner's sign-in has its own budgets and stays open.
   */
  passwordCheckSession: { name: "password-check:session", limit: 5, windowSeconds: 15 * 60 },
  /** Wrong current passwords of one account over all its sessions (new sessions do not reset it). */
  passwordCheckAccount: { name: "password-check:account", limit: 10, windowSeconds: 15 * 60 },
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
