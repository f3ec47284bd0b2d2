import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
}

/** DESIGN.md: generated bad input on every endpoint gives a 4xx JSON error, never a 5xx. */
describe.each(databases)("generated bad input on $name", (target) => {
  let server: TestServer;
  let accessToken = "";
  let routes: { method: string; path: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer(target);
    accessToken = (await loginTokens(server.api, "6900000001")).access_token;
    const document = (await (await fetch(`${server.api}/openapi.json`)).json()) as OpenApi;
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => server.stop());

  const segment = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer().map(String),
    fc.constantFrom("-1", "0", "1.5", "%00", "..", "9".repeat(30)),
  );
  const body = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.constantFrom("{", "[1,", "null", '{"user_id":"1"}', '{"user_id":1e309}'),
  );
  const authorization = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
    fc.string({ maxLength: 40 }).map((s) => `Basic ${Buffer.from(s).toString("base64")}`),
    fc.constant("valid"),
  );

  it("every documented route answers bad input with a 4xx JSON error or a success, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        segment,
        body,
        authorization,
        fc.dictionary(fc.constantFrom("location_id", "app_id", "x"), segment),
        async (index, pathValue, payload, auth, query) => {
          const route = routes[index % routes.length];
          if (route === undefined) return;
          const path = route.path.replace(/\{\w+\}/g, encodeURIComponent(pathValue));
          const headers: Record<string, string> = { "Content-Type": "application/json" };
          if (auth !== undefined)
            headers["Authorization"] = auth === "valid" ? `Bearer ${accessToken}` : auth;
          const search = new URLSearchParams(query).toString();
          const response = await fetch(`${server.api}${path}${search === "" ? "" : `?${search}`}`, {
            method: route.method,
            headers,
            ...(route.method === "GET" ? {} : { body: payload }),
          });
          const failed = response.status >= 400;
          const answer = failed ? ((await response.json()) as { status?: unknown; message?: unknown }) : null;
          if (!failed) await response.arrayBuffer();
          const wellFormed =
            answer === null || (answer.status === "error" && /^b2b_\w+$/.test(String(answer.message)));
          expect({
            route: `${route.method} ${path}`,
            serverError: response.status >= 500,
            wellFormed,
          }).toEqual({
            route: `${route.method} ${path}`,
            serverError: false,
            wellFormed: true,
          });
        },
      ),
      { numRuns: 150 },
    );
    expect(server.serverErrors).toEqual([]);
  });
});
