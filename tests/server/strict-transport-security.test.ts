import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const hsts = async (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${server.url}${path}`, { headers })).headers.get("strict-transport-security");

describe.each(databases)("Strict-Transport-Security on $name", (target) => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer(target);
    proxied = await startTestServer(target, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await direct.stop();
    await proxied.stop();
  });

  it("is not sent over plain HTTP, whatever X-Forwarded-Proto a client writes", async () => {
    for (const path of ["/echo/rest/api/translations", "/portal/", "/echo/rest/api/nope"]) {
      expect(await hsts(direct, path)).toBeNull();
      expect(await hsts(direct, path, { "X-Forwarded-Proto": "https" })).toBeNull();
    }
  });

  it("is sent when a trusted proxy says the browser came over HTTPS, and only then", async () => {
    for (const path of ["/echo/rest/api/translations", "/portal/", "/echo/rest/api/nope"]) {
      expect(await hsts(proxied, path, { "X-Forwarded-Proto": "https" })).toMatch(/^max-age=\d+/);
      expect(await hsts(proxied, path, { "X-Forwarded-Proto": "http" })).toBeNull();
      expect(await hsts(proxied, path)).toBeNull();
    }
  });

  it("logged no unexpected server error", () => {
    expect([...direct.serverErrors, ...proxied.serverErrors]).toEqual([]);
  });
});
