import type { MobileCandidate } from "../session/basic-credentials";

/**
 * What the per-account sign-in limit counts against: the account when the name designates one, else
 * the name as read (so guesses at an unknown mobile are limited the same way and answer the same).
 */
export function loginAccountKey(
  user: { readonly id: number } | undefined,
  candidates: readonly MobileCandidate[],
  username: string,
): string {
  if (user !== undefined) return `user:${user.id}`;
  const first = candidates[0];
  if (first !== undefined) return `mobile:${first.countryCode}:${first.mobile}`;
  // Not a phone number at all: bounded, so a huge header cannot make a huge key.
  return `name:${username.trim().toLowerCase().slice(0, 64)}`;
}
