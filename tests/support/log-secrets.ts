import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/seed/demo-data";

/**
 * What a server log must never hold (issue #42): the demo data's password, mobiles and e-mails, any
 * signed token (a JWT's first two base64url parts start "eyJ") and any set-password or reset link.
 * The server tests add the tokens, codes and links they made; the browser tests' run cannot know
 * those, so the patterns stand in for them. Returns one line per finding, empty when the log is clean.
 */
export function secretsIn(log: string, alsoSecret: readonly string[] = []): string[] {
  const known = [DEMO_PASSWORD, ...DEMO_ACCOUNTS.flatMap((a) => [a.mobile, a.email]), ...alsoSecret]
    .filter((secret) => secret !== "")
    .filter((secret) => log.includes(secret))
    .map((secret) => `holds ${JSON.stringify(secret)}`);
  const patterns: ReadonlyArray<readonly [string, RegExp]> = [
    ["a signed token", /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/gu],
    ["a set-password or reset link", /https?:\/\/[^"\s]*(?:setpassword|reset)[^"\s]*/giu],
  ];
  const matched = patterns.flatMap(([what, pattern]) =>
    [...log.matchAll(pattern)].map((match) => `holds ${what}: ${match[0].slice(0, 24)}…`),
  );
  return [...known, ...matched];
}
