import { createSecretKey } from "node:crypto";
import { jwtVerify } from "jose";
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createAccessTokenIssuer,
} from "../../server/auth/services/session/access-token";
import { BENCH_JWT_SECRET } from "../boot-bench-server";

/**
 * npx tsx bench/server/verify-speed.ts — the access-token check alone, one request's worth at a time:
 * jose's jwtVerify (WebCrypto HMAC, what the server used before) against the server's own verifier
 * (node:crypto). Alternating rounds in one process, so a busy machine slows both alike; the ratio is
 * the figure to read. Options: VERIFY_COUNT=20000 VERIFY_ROUNDS=3.
 */

const COUNT = Number(process.env["VERIFY_COUNT"] ?? 20_000);
const ROUNDS = Number(process.env["VERIFY_ROUNDS"] ?? 3);
const now = new Date();
const issuer = createAccessTokenIssuer(BENCH_JWT_SECRET, 3600);
const token = await issuer.sign(
  { userId: 3, sessionId: "0b7c4a8e-5f1d-4c2e-9a6b-3d8f2e1c7a90", role: "user" },
  now,
);
const key = createSecretKey(Buffer.from(BENCH_JWT_SECRET, "utf8"));
const options = {
  algorithms: ["HS256"],
  issuer: ACCESS_TOKEN_ISSUER,
  audience: ACCESS_TOKEN_AUDIENCE,
  currentDate: now,
};

async function time(name: string, verify: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < COUNT; i += 1) await verify();
  const microseconds = ((performance.now() - started) * 1000) / COUNT;
  console.log(`${name}: ${microseconds.toFixed(1)} µs per token`);
  return microseconds;
}

const jose: number[] = [];
const ours: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  jose.push(await time("jose jwtVerify (WebCrypto)", () => jwtVerify(token, key, options)));
  ours.push(await time("server verifier (node:crypto)", () => issuer.verify(token, now)));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `\nmedian of ${ROUNDS} rounds of ${COUNT}: jose ${median(jose).toFixed(1)} µs, ours ${median(ours).toFixed(1)} µs ` +
    `(${(median(jose) / median(ours)).toFixed(1)}× faster)`,
);
