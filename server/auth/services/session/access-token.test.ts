import { createHmac } from "node:crypto";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createAccessTokenIssuer,
  hmacSha256,
  hmacSha256Key,
} from "./access-token";

// The node:crypto verifier must accept what jose signs and refuse what jose's jwtVerify refused.
const SECRET = "a-secret-that-is-long-enough-for-hs256-0123456789";
const NOW = new Date("2026-11-24T12:00:00Z");
const seconds = Math.floor(NOW.getTime() / 1000);
const issuer = createAccessTokenIssuer(SECRET, 3600);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const signed = (header: object, payload: object, secret = SECRET) => {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
};
const claims = (over: object = {}) => ({
  sub: "7",
  sid: "s-1",
  role: "admin",
  iss: ACCESS_TOKEN_ISSUER,
  aud: ACCESS_TOKEN_AUDIENCE,
  iat: seconds,
  exp: seconds + 60,
  ...over,
});

describe("access token verify", () => {
  it("computes the same HMAC-SHA256 as node:crypto, for keys shorter and longer than a block", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.string(), (secret, message) => {
        const key = Buffer.from(secret);
        const mine = hmacSha256(hmacSha256Key(key), message);
        expect(mine.equals(createHmac("sha256", key).update(message).digest())).toBe(true);
      }),
    );
  });

  it("accepts its own token until it expires", async () => {
    const token = await issuer.sign({ userId: 7, sessionId: "s-1", role: "admin" }, NOW);
    expect(await issuer.verify(token, NOW)).toEqual({ userId: 7, sessionId: "s-1", role: "admin" });
    expect(await issuer.verify(token, new Date(NOW.getTime() + 3600_000))).toBeNull();
  });

  it.each([
    ["another secret", signed({ alg: "HS256" }, claims(), `${SECRET}x`)],
    ["alg none", `${part({ alg: "none" })}.${part(claims())}.`],
    ["alg HS512", signed({ alg: "HS512" }, claims())],
    ["a critical header", signed({ alg: "HS256", crit: ["x"] }, claims())],
    ["another audience", signed({ alg: "HS256" }, claims({ aud: "other" }))],
    ["another issuer", signed({ alg: "HS256" }, claims({ iss: "other" }))],
    ["expired", signed({ alg: "HS256" }, claims({ exp: seconds }))],
    ["not yet valid", signed({ alg: "HS256" }, claims({ nbf: seconds + 10 }))],
    ["no issue time", signed({ alg: "HS256" }, claims({ iat: undefined }))],
    ["no session", signed({ alg: "HS256" }, claims({ sid: undefined }))],
    ["a subject that is no id", signed({ alg: "HS256" }, claims({ sub: "x" }))],
    ["a payload that is no object", signed({ alg: "HS256" }, [1])],
    ["two parts", `${part({ alg: "HS256" })}.${part(claims())}`],
    ["garbage", "a.b.c"],
  ])("refuses %s", async (_what, token) => {
    expect(await issuer.verify(token, NOW)).toBeNull();
  });

  it("accepts an audience list that holds ours", async () => {
    const token = signed({ alg: "HS256", typ: "JWT" }, claims({ aud: ["x", ACCESS_TOKEN_AUDIENCE] }));
    expect(await issuer.verify(token, NOW)).toEqual({ userId: 7, sessionId: "s-1", role: "admin" });
  });
});
