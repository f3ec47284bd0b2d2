import { hash, verify, type Options } from "@node-rs/argon2";
import type { Algorithm } from "@node-rs/argon2";

// OWASP's argon2id profile (t=2, m=19 MiB, p=1): about 20-40 ms per hash on a server core.
// `Algorithm` is a const enum the isolated-modules build cannot read at runtime; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const options: Options = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19_456, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Never throws: a malformed stored hash is a failed verification. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash. Login calls it when the account does not exist (or has no
 * password), so the answer takes as long as for a real account and does not reveal which mobiles exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}
