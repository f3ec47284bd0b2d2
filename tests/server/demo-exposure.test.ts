import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/load-config";
import { availableDatabases } from "./support/database-targets";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

/** A request with the Host header given (fetch sends the URL's own), over a real socket. */
function sendWithHost(
  url: string,
  options: {
    readonly host: string;
    readonly method?: string;
    readonly type?: string;
    readonly body?: string;
  },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? "GET",
        headers: {
          Host: options.host,
          ...(options.type === undefined ? {} : { "Content-Type": options.type }),
        },
      },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

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

  // Issue #29 item 7: a page of another site whose name was rebound to 127.0.0.1 sends its own name.
  it("answers only a Host of this machine (localhost, 127.0.0.1, [::1]), JSON and page", async () => {
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await sendWithHost(`${server.api}/dev/outbox`, { host })).status).toBe(200);
      expect((await sendWithHost(`${server.url}/portal/dev/outbox`, { host })).status).toBe(200);
    }
    for (const host of [`evil.example:${port}`, "evil.example", `192.0.2.1:${port}`]) {
      const json = await sendWithHost(`${server.api}/dev/outbox`, { host });
      expect({ host, status: json.status, body: JSON.parse(json.body) as unknown }).toEqual({
        host,
        status: 404,
        body: { status: "error", message: "b2b_not_found" },
      });
      expect((await sendWithHost(`${server.url}/portal/dev/outbox`, { host })).status).toBe(404);
      const run = await sendWithHost(`${server.api}/dev/reminders/run`, {
        host,
        method: "POST",
        type: "application/json",
        body: JSON.stringify({ as_of: "2026-01-01" }),
      });
      expect(run.status).toBe(404);
    }
  });

  it("takes a state-changing dev/* call only with a JSON body: a simple cross-site request changes nothing", async () => {
    const host = `127.0.0.1:${new URL(server.url).port}`;
    const outboxSize = async () =>
      (JSON.parse((await sendWithHost(`${server.api}/dev/outbox`, { host })).body) as unknown[]).length;
    const before = await outboxSize();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const simple = await sendWithHost(`${server.api}/dev/reminders/run?as_of=2099-01-01`, {
        host,
        method: "POST",
        ...(type === undefined ? {} : { type }),
        body: JSON.stringify({ as_of: "2099-01-01" }),
      });
      expect({ type, status: simple.status, body: JSON.parse(simple.body) as unknown }).toEqual({
        type,
        status: 415,
        body: { status: "error", message: "b2b_json_body_required" },
      });
    }
    expect(await outboxSize()).toBe(before);
    const json = await sendWithHost(`${server.api}/dev/reminders/run`, {
      host,
      method: "POST",
      type: "application/json",
      body: JSON.stringify({ as_of: "2099-01-01" }),
    });
    expect(json.status).toBe(200);
    expect(server.serverErrors).toEqual([]);
  });
});
