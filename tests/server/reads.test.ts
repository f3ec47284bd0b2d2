import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../core/i18n/catalogue";
import { MENU_ENTRIES } from "../../core/permissions/menu-entries";
import { decodeUser } from "../../core/schemas/user";
import { decodeFranchiseStores, decodeJobPositions, decodeStores } from "../../core/schemas/store";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("read routes on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of ["6900000001", "6900000002", "6900000003", "6900000005", "6900000006"])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const read = async (path: string, mobile?: string) => {
    const response = await getJson(server.api, path, mobile === undefined ? undefined : tokens[mobile]);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("GET user/me answers the spec's user fields, which core's User schema decodes", async () => {
    const { status, body } = await read("user/me", "6900000002");
    expect(status).toBe(200);
    expect(decodeUser(body)._tag).toBe("Ok");
    expect(body).toMatchObject({
      id: 2,
      type: 23,
      f_name: "Μαρία",
      l_name: "Κωνσταντίνου",
      gender: 2,
      company: "Κωνσταντίνου Εστίαση Μ.Ι.Κ.Ε.",
      avatar: "svg",
      information: {
        mobile: "6900000002",
        mobile_country_code: 30,
        email: "maria@konstantinou-estiasi.example.com",
      },
      stamp_format: { date: "DD/MM/YYYY", time: "HH:mm" },
      consent: true,
      account_id: 2,
      portal_user_type: 23,
      portal_user_role: "franchisee",
    });
    for (const key of [
      "health_certificate_begin_date",
      "health_certificate_end_date",
      "dob",
      "hiring_date",
      "clothing_size",
    ])
      expect(body).toHaveProperty(key);
    const headOffice = await read("user/me", "6900000001");
    expect(headOffice.body).toMatchObject({
      company: "Franchise Group Head Office",
      portal_user_role: "greg-user",
    });
  });

  it("GET translations needs no login and serves the whole catalogue as { key: { gr, en } }", async () => {
    const { status, body } = await read("translations?app_id=9000");
    expect(status).toBe(200);
    expect(body).toEqual(catalogue);
    expect(body).toMatchObject({
      b2b_wrong_username_password: { en: "Wrong username/password" },
      b2b_user_not_found: { en: "User not found" },
    });
    expect((await read("translations?app_id=1")).status).toBe(404);
    expect((await read("translations?app_id=abc")).status).toBe(422);
  });

  it("GET translations carries the catalogue's version as its ETag and answers 304 to a client that holds it", async () => {
    // Asked without gzip: hono/compress weakens the ETag of a compressed answer (W/"..."), checked below.
    const first = await fetch(`${server.api}/translations?app_id=9000`, {
      headers: { "Accept-Encoding": "identity" },
    });
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]{22}"$/u);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    expect(await first.json()).toEqual(catalogue);
    const gzipped = await fetch(`${server.api}/translations?app_id=9000`);
    expect(gzipped.headers.get("ETag")).toBe(`W/${etag}`);
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetch(`${server.api}/translations?app_id=9000`, {
        headers: { "If-None-Match": held },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
    }
    const stale = await fetch(`${server.api}/translations?app_id=9000`, {
      headers: { "If-None-Match": '"not-the-version"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(catalogue);
  });

  it("GET base leaves the catalogue out only when translations_version names the current one", async () => {
    const etag = (await fetch(`${server.api}/translations?app_id=9000`)).headers.get("ETag") ?? "";
    const version = etag.replace(/^W\//u, "").slice(1, -1);
    const held = await read(`base?location_id=1&translations_version=${version}`, "6900000002");
    expect(held.status).toBe(200);
    expect(held.body).not.toHaveProperty("translations");
    expect(held.body).toMatchObject({ azureUser: false, franchiseStores: expect.any(Array) });
    const stale = await read("base?location_id=1&translations_version=old", "6900000002");
    expect((stale.body as { translations: unknown }).translations).toEqual(catalogue);
    expect((await read(`base?translations_version=${"x".repeat(65)}`, "6900000002")).status).toBe(422);
  });

  it("GET auth/stores and auth/jobs need no login and fit core's schemas", async () => {
    const stores = await read("auth/stores");
    expect(stores.status).toBe(200);
    expect(decodeStores(stores.body)._tag).toBe("Ok");
    expect((stores.body as unknown[]).length).toBeGreaterThanOrEqual(8);
    const jobs = await read("auth/jobs");
    expect(decodeJobPositions(jobs.body)._tag).toBe("Ok");
    const greek = await fetch(`${server.api}/auth/jobs`, { headers: { Language: "el" } });
    expect(((await greek.json()) as { title: string }[])[0]?.title).toBe("Ταμίας");
  });

  it("GET base: franchiseStores are the user's stores, all of them for head office", async () => {
    const franchisee = await read("base", "6900000002");
    expect(franchisee.status).toBe(200);
    const body = franchisee.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "tickets",
        "franchiseStores",
        "maintenance",
        "tasks",
        "license",
        "staff",
        "storeMenu",
        "translations",
        "averageScore",
        "knowledgeBaseNotes",
        "azureUser",
      ].sort(),
    );
    expect(decodeFranchiseStores(body["franchiseStores"])._tag).toBe("Ok");
    expect((body["franchiseStores"] as { id: number }[]).map((s) => s.id)).toEqual([1, 2, 3]);
    const manager = (await read("base", "6900000006")).body as { franchiseStores: { id: number }[] };
    expect(manager.franchiseStores.map((s) => s.id)).toEqual([4]);
    const headOffice = (await read("base", "6900000001")).body as { franchiseStores: unknown[] };
    expect(headOffice.franchiseStores.length).toBeGreaterThanOrEqual(8);
    expect((await read("base?location_id=2", "6900000002")).status).toBe(200);
    expect((await read("base?location_id=4", "6900000002")).status).toBe(403);
    expect((await read("base?location_id=x", "6900000002")).status).toBe(422);
    expect((await read("base")).status).toBe(401);
  });

  it("GET pages, pages/{identifier}, menu and company/{account_id}", async () => {
    const pages = (await read("pages", "6900000003")).body as { identifier: string; url: string | null }[];
    expect(pages.some((p) => p.url === null)).toBe(true);
    expect(pages.some((p) => p.url?.startsWith("https://"))).toBe(true);
    const internal = pages.find((p) => p.url === null);
    const page = await read(`pages/${internal?.identifier}`, "6900000003");
    expect(page.body).toMatchObject({ identifier: internal?.identifier, body: { gr: expect.any(String) } });
    expect((await read("pages/no-such-page", "6900000003")).status).toBe(404);

    const menu = (await read("menu", "6900000003")).body as {
      name: string;
      roles: string[];
      submenus: unknown[];
    }[];
    expect(menu.map((m) => m.name)).toEqual(MENU_ENTRIES.map((m) => m.name));
    expect(menu.find((m) => m.name === "licenses")?.roles).toEqual(["franchisee", "store_manager"]);
    expect(menu.find((m) => m.name === "account")?.submenus).toHaveLength(3);

    const company = await read("company/2", "6900000002");
    expect(company.body).toEqual({
      url: expect.any(String),
      twitter: expect.any(String),
      facebook: expect.any(String),
    });
    expect((await read("company/999", "6900000002")).status).toBe(404);
    expect((await read("pages")).status).toBe(401);
  });

  it("GET weg and wegPortalAuth only for users whose access flag is true", async () => {
    const weg = await read("weg", "6900000002");
    expect(weg).toEqual({ status: 200, body: { url: server.config.externalPortalUrl } });
    const portal = await read("wegPortalAuth", "6900000002");
    expect(portal.body).toMatchObject({ Success: expect.any(String), expires_in: 3600 });
    // The portal token is not an access token of this API.
    const asAccess = await getJson(server.api, "user/me", (portal.body as { Success: string }).Success);
    expect(asAccess.status).toBe(401);
    expect(await read("weg", "6900000003")).toEqual({
      status: 403,
      body: { status: "error", message: "b2b_forbidden" },
    });
    expect((await read("wegPortalAuth", "6900000005")).status).toBe(403);
  });

  it("GET dev/outbox answers a list in demo mode", async () => {
    const outbox = await read("dev/outbox");
    expect(outbox.status).toBe(200);
    expect(Array.isArray(outbox.body)).toBe(true);
  });

  it("serves the seeded avatars", async () => {
    const response = await fetch(`${server.url}/echo/files/avatars/1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect((await fetch(`${server.url}/echo/files/avatars/../secrets/jwt-secret`)).status).toBe(404);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
