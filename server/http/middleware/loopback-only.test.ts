import { fc, test } from "@fast-check/vitest";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isLoopbackAddress, loopbackOnly } from "./loopback-only";

// The socket's peer as @hono/node-server hands it to getConnInfo; a real socket test of the same
// middleware is in tests/server/demo-exposure.test.ts (that one can only come from loopback).
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("loopbackOnly", () => {
  const app = new Hono();
  app.get("/echo/rest/api/dev/outbox", loopbackOnly(), (c) => c.json([]));
  app.get("/portal/dev/outbox", loopbackOnly(), (c) => c.text("page"));

  it("answers this machine and refuses every other peer with the 404 of a missing path", async () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect((await app.request("/echo/rest/api/dev/outbox", {}, from(local))).status).toBe(200);
    for (const remote of ["203.0.113.9", "10.0.0.7", "::ffff:192.0.2.1", "2001:db8::1", "0.0.0.0"]) {
      const answer = await app.request("/echo/rest/api/dev/outbox", {}, from(remote));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ status: "error", message: "b2b_not_found" });
      expect((await app.request("/portal/dev/outbox", {}, from(remote))).status).toBe(404);
    }
  });

  it("refuses a local peer that relays for someone else (a proxy on this machine)", async () => {
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"]) {
      const answer = await app.request(
        "/echo/rest/api/dev/outbox",
        { headers: { [header]: "203.0.113.9" } },
        from("127.0.0.1"),
      );
      expect(answer.status).toBe(404);
    }
  });

  test.prop([fc.ipV4()])("an IPv4 address is loopback exactly when it is in 127.0.0.0/8", (ip) => {
    return (
      isLoopbackAddress(ip) === ip.startsWith("127.") &&
      isLoopbackAddress(`::ffff:${ip}`) === ip.startsWith("127.")
    );
  });

  test.prop([fc.ipV6()])("the only IPv6 loopback is ::1", (ip) => {
    return (
      isLoopbackAddress(ip) === (ip === "::1" || (ip.startsWith("::ffff:127.") && ip.split(".").length === 4))
    );
  });
});
