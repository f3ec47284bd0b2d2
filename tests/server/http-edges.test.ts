import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import { collectApiRoutes } from "../../server/http/openapi/openapi-document";
import { createApp } from "../../server/http/create-app";
import { KEEP_ALIVE_TIMEOUT_MS } from "../../server/boot";
import { directoryFileStore } from "../../server/files/services/directory-file-store";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";
import { createLogger } from "../../server/services/logging/logger";
import { createMetrics } from "../../server/services/metrics/metrics";
import { createReadiness } from "../../server/services/health/readiness";

const databases = await availableDatabases();

describe.each(databases)("HTTP edges on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it("unknown API routes answer JSON 404 b2b_not_found", async () => {
    for (const [method, path] of [
      ["GET", "no/such/route"],
      ["POST", "user/me"],
      ["GET", "auth/login"],
      ["DELETE", "translations"],
    ] as const) {
      const response = await fetch(`${server.api}/${path}`, { method });
      expect({ method, path, status: response.status, body: await response.json() }).toEqual({
        method,
        path,
        status: 404,
        body: { status: "error", message: "b2b_not_found" },
      });
    }
  });

  it("refuses a body over 1 MiB with 413 b2b_payload_too_large", async () => {
    const { access_token } = await loginTokens(server.api, "6900000001");
    const response = await fetch(`${server.api}/auth/act-as`, {
      method: "POST",
      headers: { ...bearer(access_token), "Content-Type": "application/json" },
      body: JSON.stringify({ user_id: 3, padding: "x".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_payload_too_large" });
    const login = await fetch(`${server.api}/auth/login`, {
      method: "POST",
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(login.status).toBe(413);
  });

  it("puts the security headers on API answers, app files and errors", async () => {
    for (const path of [
      "/echo/rest/api/translations",
      "/portal/",
      "/echo/rest/api/nope",
      "/portal/dashboard",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data:");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      // Plain HTTP here: HSTS only over HTTPS (strict-transport-security.test.ts).
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("referrer-policy")).toBeTruthy();
    }
    // API answers are not kept by caches, except the catalogue, revalidated by its ETag (issue #41).
    const api = await fetch(`${server.api}/auth/stores`);
    expect(api.headers.get("cache-control")).toBe("no-store");
    const catalogue = await fetch(`${server.api}/translations`);
    expect(catalogue.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the browser app: / redirects, history fallback, cache rules", async () => {
    const root = await fetch(`${server.url}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/portal/");
    const index = await fetch(`${server.url}/portal/tickets/12`);
    expect(index.status).toBe(200);
    expect(index.headers.get("cache-control")).toBe("no-cache");
    const html = await index.text();
    expect(html).toContain('<div id="root">');
    const asset = /src="(\/portal\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${server.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");
  });

  it("serves the login page pre-rendered and every other route from app.html, with no login panel", async () => {
    const login = await (await fetch(`${server.url}/portal/`)).text();
    const other = await (await fetch(`${server.url}/portal/dashboard`)).text();
    // The login screen is drawn from the HTML (the largest paint needs no script); a signed-in route
    // gets an empty root so it never flashes the login panel.
    expect(login).not.toContain('<div id="root"></div>');
    expect(other).toContain('<div id="root"></div>');
  });

  it("sends compressed assets and large JSON answers to clients that accept them", async () => {
    const html = await (await fetch(`${server.url}/portal/dashboard`)).text();
    const asset = /(\/portal\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const brotli = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const translations = await fetch(`${server.api}/translations?app_id=9000`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(translations.headers.get("content-encoding")).toBe("gzip");
    expect(Object.keys((await translations.json()) as object).length).toBeGreaterThan(100);
  });

  it("serves an OpenAPI 3.1 document listing every API route the app has", async () => {
    const response = await fetch(`${server.api}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    const app = createApp({
      config: server.config,
      db: server.server.database.db,
      fileStore: directoryFileStore(server.config.filesDir),
      tokens: { sign: async () => "", verify: async () => null },
      signingSecret: "x",
      webRoot: "dist/web",
      now: () => new Date(),
      wakeResetRequests: () => {},
      logError: () => {},
      logger: createLogger("silent"),
      metrics: createMetrics({ db: server.server.database.db, poolStats: undefined }),
      readiness: createReadiness({
        db: server.server.database.db,
        fileStore: directoryFileStore(server.config.filesDir),
        objectStore: false,
      }),
    });
    const routes = collectApiRoutes(app.routes);
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const path = route.path.slice(API_BASE_PATH.length).replace(/:(\w+)/g, "{$1}");
      expect({
        route: `${route.method} ${path}`,
        documented: document.paths[path]?.[route.method.toLowerCase()] !== undefined,
      }).toEqual({ route: `${route.method} ${path}`, documented: true });
    }
    for (const path of ["/auth/login", "/v2/auth/refresh-token", "/v2/logs/logout", "/user/me", "/base"])
      expect(Object.keys(document.paths)).toContain(path);
    // The request body schema is the one the validator uses.
    expect(document.paths["/auth/act-as"]?.["post"]?.requestBody).toMatchObject({
      content: { "application/json": { schema: expect.anything() } },
    });
  });

  it("keeps an idle connection longer than a proxy does, so a reused one is not cut under a request", async () => {
    // Node's default (5 s) cut the browser tests' API client mid-request in CI (ECONNRESET).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = (): Promise<{ keepAlive: string | undefined; socket: unknown }> =>
        new Promise((resolve, reject) => {
          const req = request(`${server.api}/translations`, { agent }, (response) => {
            response.resume();
            response.on("end", () =>
              resolve({ keepAlive: String(response.headers["keep-alive"]), socket: req.socket }),
            );
          });
          req.on("error", reject);
          req.end();
        });
      const first = await answer();
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      // The second request travels on the same connection.
      const second = await answer();
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
