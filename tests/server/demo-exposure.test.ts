import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/load-config";
import { availableDatabases } from "./support/database-targets";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

function hostOf(env: Record<string, string>): string {
  const loaded = loadConfig({ JWT_SECRET: "x".repeat(40), ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join("; "));
  return loaded.config.host;
}

describe("where the server listens", () => {
  it("demo mode listens on loopback only unless HOST is set; production on every address", () => {
    expect(hostOf({})).toBe("127.0.0.1");
    expect(hostOf({ NODE_ENV: "development" })).toBe("127.0.0.1");
    expect(hostOf({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
    expect(hostOf({ NODE_ENV: "production" })).toBe("0.0.0.0");
    expect(hostOf({ NODE_ENV: "production", HOST: "10.1.2.3" })).toBe("10.1.2.3");
  });
});

describe.each(databases)("the demo outbox on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it("answers this machine, JSON and page", async () => {
    expect((await fetch(`${server.api}/dev/outbox`)).status).toBe(200);
    const page = await fetch(`${server.url}/portal/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
  });

  it("refuses a request relayed by a proxy, JSON and page, as if the paths did not exist", async () => {
    const relayed = { headers: { "X-Forwarded-For": "203.0.113.9" } };
    const json = await fetch(`${server.api}/dev/outbox`, relayed);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ status: "error", message: "b2b_not_found" });
    expect((await fetch(`${server.url}/portal/dev/outbox`, relayed)).status).toBe(404);
    // Other client routes are not affected.
    expect((await fetch(`${server.url}/portal/dashboard`, relayed)).status).toBe(200);
  });
});
