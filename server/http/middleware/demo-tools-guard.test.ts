import { fc, test } from "@fast-check/vitest";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { demoToolsGuard, hasLoopbackHost } from "./demo-tools-guard";
import { isLoopbackAddress } from "./loopback-only";

// The socket's peer as @hono/node-server hands it to getConnInfo; a real socket test of the same
// middleware is in tests/server/demo-exposure.test.ts (that one can only come from loopback).
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const HOST = { Host: "127.0.0.1:8080" };

describe("demoToolsGuard", () => {
  const app = new Hono();
  app.use("/echo/rest/api/dev/*", demoToolsGuard());
  app.use("/portal/dev/outbox", demoToolsGuard());
  app.get("/echo/rest/api/dev/outbox", (c) => c.json([]));
  app.post("/echo/rest/api/dev/run", (c) => c.json({ ran: true }));
  app.get("/portal/dev/outbox", (c) => c.text("page"));
  const post = (type: string | undefined) =>
    app.request(
      "/echo/rest/api/dev/run",
      {
        method: "POST",
        headers: { ...HOST, ...(type === undefined ? {} : { "Content-Type": type }) },
        body: "{}",
      },
      from("127.0.0.1"),
    );

  it("answers this machine and refuses every other peer with the 404 of a missing path", async () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect((await app.request("/echo/rest/api/dev/outbox", { headers: HOST }, from(local))).status).toBe(
        200,
      );
    for (const remote of ["203.0.113.9", "10.0.0.7", "::ffff:192.0.2.1", "2001:db8::1", "0.0.0.0"]) {
      const answer = await app.request("/echo/rest/api/dev/outbox", { headers: HOST }, from(remote));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ status: "error", message: "b2b_not_found" });
      expect((await app.request("/portal/dev/outbox", { headers: HOST }, from(remote))).status).toBe(404);
    }
  });

  it("refuses a local peer that relays for someone else (a proxy on this machine)", async () => {
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"]) {
      const answer = await app.request(
        "/echo/rest/api/dev/outbox",
        { headers: { ...HOST, [header]: "203.0.113.9" } },
        from("127.0.0.1"),
      );
      expect(answer.status).toBe(404);
    }
  });

  it("refuses a Host that does not name this machine (DNS rebinding), JSON and page", async () => {
    for (const host of ["localhost", "LOCALHOST:8181", "127.0.0.1", "[::1]:8181"])
      expect(
        (await app.request("/echo/rest/api/dev/outbox", { headers: { Host: host } }, from("127.0.0.1")))
          .status,
      ).toBe(200);
    for (const host of ["evil.example", "evil.example:8181", "127.0.0.1.evil.example", "localhost.", ""]) {
      const init = { headers: { Host: host } };
      expect((await app.request("/echo/rest/api/dev/outbox", init, from("127.0.0.1"))).status).toBe(404);
      expect((await app.request("/portal/dev/outbox", init, from("127.0.0.1"))).status).toBe(404);
    }
  });

  it("takes a write only with a JSON body (no simple cross-site request)", async () => {
    for (const simple of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      undefined,
    ]) {
      const answer = await post(simple);
      expect({ simple, status: answer.status, body: await answer.json() }).toEqual({
        simple,
        status: 415,
        body: { status: "error", message: "b2b_json_body_required" },
      });
    }
    expect((await post("application/json")).status).toBe(200);
    expect((await post("application/json; charset=utf-8")).status).toBe(200);
  });

  test.prop([fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })])(
    "a Host names this machine only as localhost, 127.0.0.1 or [::1]",
    (name, port) => {
      const host = port === undefined ? name : `${name}:${port}`;
      return hasLoopbackHost(host) === (name.toLowerCase() === "localhost");
    },
  );

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
