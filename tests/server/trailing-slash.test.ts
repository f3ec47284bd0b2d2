import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

/** The same call with a slash after its path, before the query: `contacts/?location_id=1`. */
const withSlash = (path: string) => path.replace(/^([^?]*)/, "$1/");

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
}

/**
 * Issue #33 item 11: a trailing slash is the same path on every API call (`reports-evaluation/`
 * answered 404 while the spec's `contacts/` worked only with one). One rule at the edge
 * (server/http/routing-path.ts); the app's own pages keep their paths.
 */
describe.each(databases)("a trailing slash on API paths on $name", (target) => {
  let server: TestServer;
  let franchisee = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    // The franchisee of stores 1-3: evaluation reports, contacts and tickets are all hers to read.
    franchisee = (await loginTokens(server.api, "6900000002")).access_token;
  });
  afterAll(() => server.stop());

  const answer = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.api}/${path}`, init);
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
  };

  it("answers the spec's calls the same with and without the slash", async () => {
    const reports = await answer("reports-evaluation?location_id=1", { headers: bearer(franchisee) });
    expect(reports.status).toBe(200);
    const [first] = (reports.body as { items: readonly { id: number }[] }).items;
    expect(first).toBeDefined();
    for (const path of [
      "reports-evaluation?location_id=1",
      `reports-evaluation/${first?.id}`,
      "contacts?location_id=1",
      "user/me",
      "v2/tickets/location/1",
      "translations",
    ]) {
      const plain = await answer(path, { headers: bearer(franchisee) });
      expect({ path, status: plain.status }).toEqual({ path, status: 200 });
      const slashed = await answer(withSlash(path), { headers: bearer(franchisee) });
      expect({ path: withSlash(path), ...slashed }).toEqual({ path: withSlash(path), ...plain });
    }
  });

  it("keeps refusals the same: no session, a foreign store, an unknown path, a wrong method", async () => {
    for (const [path, init] of [
      ["contacts?location_id=1", {}],
      ["reports-evaluation?location_id=4", { headers: bearer(franchisee) }],
      ["no/such/route", {}],
      ["user/me", { method: "POST" }],
    ] as const) {
      const plain = await answer(path, init);
      expect(plain.status).toBeGreaterThanOrEqual(400);
      const slashed = await answer(withSlash(path), init);
      expect({ path: withSlash(path), ...slashed }).toEqual({ path: withSlash(path), ...plain });
    }
  });

  it("gives every GET call of the OpenAPI document the same status with a trailing slash", async () => {
    const document = (await answer("openapi.json")).body as OpenApi;
    const paths = Object.entries(document.paths)
      .filter(([path, methods]) => "get" in methods && !path.includes("{"))
      .map(([path]) => path.slice(1));
    expect(paths.length).toBeGreaterThanOrEqual(20);
    expect(paths).toContain("contacts");
    for (const path of paths) {
      const init = { headers: bearer(franchisee), redirect: "manual" } as const;
      const plain = (await fetch(`${server.api}/${path}`, init)).status;
      expect({ path, status: (await fetch(`${server.api}/${path}/`, init)).status }).toEqual({
        path,
        status: plain,
      });
    }
  });

  it("leaves the app's pages and the API's root as they were", async () => {
    expect((await fetch(`${server.url}/portal/`)).status).toBe(200);
    const root = await fetch(`${server.url}/echo/rest/api/`);
    expect({ status: root.status, body: await root.json() }).toEqual({
      status: 404,
      body: { status: "error", message: "b2b_not_found" },
    });
  });
});
