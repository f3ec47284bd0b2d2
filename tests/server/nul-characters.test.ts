import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import { uploadLimitTable } from "../../server/http/upload-limits";
import { SERVER_AREAS } from "../../server/server-areas";
import { availableDatabases } from "./support/database-targets";
import { basic, loginTokens } from "./support/http";
import { flowTableCounts, registerBody } from "./support/registration-flow";
import { call, newKey, PNG_BYTES, savePayload, ticketCounts } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
}

const REFUSED = { status: 400, body: { status: "error", message: "b2b_nul_character" } };

/**
 * Issue 10 item 6: U+0000 in any text of a request (decoded path, query, Basic credentials, JSON
 * body, multipart fields) is 400 `b2b_nul_character` at the edge, never a 500 from PostgreSQL, and
 * changes nothing.
 */
describe.each(databases)("NUL characters on $name", (target) => {
  let server: TestServer;
  let manager = "";
  let routes: { method: string; path: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer(target);
    manager = (await loginTokens(server.api, "6900000003")).access_token;
    const document = (await (await fetch(`${server.api}/openapi.json`)).json()) as OpenApi;
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => server.stop());

  const counts = async () => ({
    ...(await flowTableCounts(server)),
    ...(await ticketCounts(server.server.database.db)),
  });

  it("Basic login with NUL in the mobile or the password", async () => {
    const before = await counts();
    for (const [mobile, password] of [
      ["69000\u000000003", "whatever"],
      ["6900000003", "pass\u0000word"],
      ["\u0000", "\u0000"],
    ]) {
      const response = await fetch(`${server.api}/auth/login`, {
        method: "POST",
        headers: { Authorization: basic(mobile ?? "", password ?? "") },
      });
      expect({ status: response.status, body: await response.json() }).toEqual(REFUSED);
    }
    // Every upload counts against the per-user upload rate before its body is read (refused ones
    // too, by design): that counter is the only row allowed to change.
    const { rate_limits: _limitsBefore, ...beforeRest } = before;
    const { rate_limits: _limitsAfter, ...afterRest } = await counts();
    expect(afterRest).toEqual(beforeRest);
  });

  it("every documented route refuses NUL in a path parameter, in the query and in a JSON body", async () => {
    const uploadPaths = new Set(uploadLimitTable(SERVER_AREAS, server.config).keys());
    const before = await counts();
    for (const { method, path } of routes) {
      const headers = { Authorization: `Bearer ${manager}` };
      const withNul = path.replace(/\{\w+\}/g, "a%00b");
      const requests: { url: string; init: RequestInit }[] = [
        { url: `${server.api}${path.replace(/\{\w+\}/g, "1")}?q=%00`, init: { method, headers } },
        { url: `${server.api}${path.replace(/\{\w+\}/g, "1")}?%00=1`, init: { method, headers } },
      ];
      if (withNul !== path) requests.push({ url: `${server.api}${withNul}`, init: { method, headers } });
      // Upload routes read only multipart (their own test below); a JSON body there is never read.
      if (method !== "GET" && !uploadPaths.has(`${API_BASE_PATH}${path}`))
        for (const body of [{ value: "x\u0000y" }, { "k\u0000": 1 }, { nested: [{ deep: ["\u0000"] }] }])
          requests.push({
            url: `${server.api}${path.replace(/\{\w+\}/g, "1")}`,
            init: {
              method,
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify(body),
            },
          });
      for (const { url, init } of requests) {
        const response = await fetch(url, init);
        expect({ request: `${method} ${url} ${String(init.body ?? "")}`, status: response.status }).toEqual({
          request: `${method} ${url} ${String(init.body ?? "")}`,
          status: 400,
        });
        expect(await response.json()).toEqual(REFUSED.body);
      }
    }
    expect(await counts()).toEqual(before);
    expect(server.serverErrors).toEqual([]);
  });

  it("the text fields that reached PostgreSQL: register, forgot-password, a ticket, a page name", async () => {
    const before = await counts();
    const cases: { path: string; body?: unknown; token?: string; key?: string }[] = [
      { path: "auth/register", body: registerBody("6970000001", { first_name: "Νί\u0000κος" }) },
      { path: "auth/register", body: registerBody("6970000002", { email: "a\u0000@example.com" }) },
      {
        path: "v2/auth/forgot-password",
        body: { type: "phone", country_code: 30, value: "69000\u000000001" },
      },
      { path: "auth/forgot/password", body: { email: "x\u0000@example.com" } },
      { path: "auth/verify/email", body: { hash: "\u0000".repeat(43) } },
      { path: "v2/tickets", body: savePayload([], "Τίτλος\u0000"), token: manager, key: newKey() },
      { path: "pages/about%00", token: manager },
      { path: "auth/registered/data/%00", token: manager },
    ];
    for (const { path, ...options } of cases) {
      const answer = await call(server.api, path, options);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, ...REFUSED });
    }
    expect(await counts()).toEqual(before);
    expect(server.serverErrors).toEqual([]);
  });

  it("a multipart upload with NUL in a field name or value", async () => {
    const before = await counts();
    for (const [name, value] of [
      ["note", "a\u0000b"],
      ["n\u0000te", "text"],
    ]) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PNG_BYTES)], { type: "image/png" }), "photo.png");
      form.append(name ?? "", value ?? "");
      const response = await fetch(`${server.api}/v2/files`, {
        method: "POST",
        headers: { Authorization: `Bearer ${manager}` },
        body: form,
      });
      expect({ status: response.status, body: await response.json() }).toEqual(REFUSED);
    }
    // Every upload counts against the per-user upload rate before its body is read (refused ones
    // too, by design): that counter is the only row allowed to change.
    const { rate_limits: _limitsBefore, ...beforeRest } = before;
    const { rate_limits: _limitsAfter, ...afterRest } = await counts();
    expect(afterRest).toEqual(beforeRest);
  });

  it("text without NUL still passes (the escape's six characters are no NUL)", async () => {
    const answer = await call(server.api, "v2/auth/forgot-password", {
      body: { type: "email", country_code: 30, value: "nobody\\u0000@example.com" },
    });
    expect(answer.status).not.toBe(500);
    expect(answer.body.message).not.toBe("b2b_nul_character");
  });
});
