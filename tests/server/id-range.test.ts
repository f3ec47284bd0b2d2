import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../core/schemas/ids";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { postJson, registerBody } from "./support/registration-flow";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
}

/** Ids a PostgreSQL `integer` column cannot hold, and texts that are no id at all. */
const OUT_OF_RANGE = ["2147483648", "4294967296", "99999999999999999999", "-1", "-2147483649", "1.5", "1e3"];

/**
 * Issue 10 item 7: an id past the database's integer range is "no such thing" (404, or 422 in a
 * body or query), answered exactly like a malformed id, never a 500. One id schema (core/schemas/ids)
 * is used for every path, query and body id.
 */
describe.each(databases)("ids outside the database's range on $name", (target) => {
  let server: TestServer;
  let tokens: readonly string[] = [];
  let idPaths: readonly string[] = [];
  beforeAll(async () => {
    server = await startTestServer(target);
    // Head office (user 1, may act as others) and a franchisee (store member): both see tickets.
    tokens = [
      (await loginTokens(server.api, "6900000001")).access_token,
      (await loginTokens(server.api, "6900000002")).access_token,
    ];
    const document = (await (await fetch(`${server.api}/openapi.json`)).json()) as OpenApi;
    idPaths = Object.entries(document.paths)
      .filter(([path, methods]) => "get" in methods && /\{(\w*_)?id\}/.test(path))
      .map(([path]) => path);
  });
  afterAll(() => server.stop());

  const answer = async (path: string, token: string) => {
    const response = await fetch(`${server.api}${path}`, { headers: bearer(token) });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("GET company/2147483648 is 404 b2b_not_found, like an unknown company", async () => {
    for (const id of ["2147483648", String(MAX_ID)])
      expect(await answer(`/company/${id}`, tokens[0] ?? "")).toEqual({
        status: 404,
        body: { status: "error", message: "b2b_not_found" },
      });
  });

  it("every GET path with an id answers an out-of-range id as it answers a malformed one, never 5xx", async () => {
    expect(idPaths.length).toBeGreaterThanOrEqual(6);
    for (const path of idPaths)
      for (const token of tokens) {
        const params = path.match(/\{\w+\}/g) ?? [];
        // Each id parameter on its own; the others an unknown id in range.
        const withId = (param: string, id: string) =>
          params.reduce(
            (p, other) => p.replace(other, other === param ? encodeURIComponent(id) : String(MAX_ID)),
            path,
          );
        for (const param of params) {
          const malformed = await answer(withId(param, "not-an-id"), token);
          expect({ path, clientError: malformed.status >= 400 && malformed.status < 500 }).toEqual({
            path,
            clientError: true,
          });
          for (const id of OUT_OF_RANGE) {
            const concrete = withId(param, id);
            expect({ path: concrete, ...(await answer(concrete, token)) }).toEqual({
              path: concrete,
              ...malformed,
            });
          }
        }
      }
    expect(server.serverErrors).toEqual([]);
  });

  it("a body id out of range is 422 b2b_invalid_input, like a negative id", async () => {
    const [headOffice = ""] = tokens;
    for (const userId of [2147483648, 1e12]) {
      const refused = await postJson(server, "auth/act-as", { user_id: userId }, bearer(headOffice));
      expect(refused).toMatchObject({ status: 422, body: { status: "error", message: "b2b_invalid_input" } });
    }
    for (const store of [[2147483648], [1, 4294967296]]) {
      const refused = await postJson(server, "auth/register", registerBody("6960000001", { store }));
      expect(refused).toMatchObject({ status: 422, body: { status: "error", message: "b2b_invalid_input" } });
    }
    const jobPosition = await postJson(
      server,
      "auth/register",
      registerBody("6960000001", { job_position: 2147483648 }),
    );
    expect(jobPosition).toMatchObject({ status: 422, body: { message: "b2b_invalid_input" } });
    expect(server.serverErrors).toEqual([]);
  });

  it("a query id out of range is refused with 422 like any malformed id", async () => {
    const [, franchisee = ""] = tokens;
    for (const query of ["base?location_id=2147483648", "contacts/?location_id=2147483648"]) {
      const response = await fetch(`${server.api}/${query}`, { headers: bearer(franchisee) });
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 422,
        body: { status: "error", message: "b2b_invalid_input" },
      });
    }
  });
});
