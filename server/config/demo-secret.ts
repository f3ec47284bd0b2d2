import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

/**
 * The JWT secret of demo mode: generated on first start and kept in the data directory (never in the
 * repository), so tokens stay valid across restarts of the same demo installation.
 */
export function readOrCreateDemoSecret(dataDir: string): string {
  const dir = join(dataDir, "secrets");
  const file = join(dir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
