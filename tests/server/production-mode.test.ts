import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { getJson, login } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("production mode on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { NODE_ENV: "production" } });
  });
  afterAll(() => server.stop());

  it("seeds reference data only: no demo accounts, but the catalogue, menu and job positions", async () => {
    expect((await login(server.api, "6900000001")).status).toBe(422);
    const translations = (await (await getJson(server.api, "translations?app_id=9000")).json()) as object;
    expect(Object.keys(translations).length).toBeGreaterThan(0);
    expect(((await (await getJson(server.api, "auth/jobs")).json()) as unknown[]).length).toBeGreaterThan(0);
    expect(await (await getJson(server.api, "auth/stores")).json()).toEqual([]);
  });

  it("has no dev/outbox route", async () => {
    const response = await getJson(server.api, "dev/outbox");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_not_found" });
    const document = (await (await getJson(server.api, "openapi.json")).json()) as { paths: object };
    expect(Object.keys(document.paths)).not.toContain("/dev/outbox");
  });
});
