import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { isApiArea } from "../../core/permissions/api-areas";
import { areaAccess } from "../../core/permissions/area-access";
import { normaliseRole } from "../../core/permissions/role";
import type { RecordRules } from "../../server/http/record-rules";
import { SERVER_AREAS } from "../../server/server-areas";
import type { PermissionSession } from "../../core/permissions/session";
import { DEMO_ACCOUNTS, type DemoAccount } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { startOpenIdProvider, type TestOpenIdProvider } from "./support/oidc-provider";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface Operation {
  readonly security?: readonly Record<string, unknown>[];
  readonly "x-portal-area"?: string;
  readonly responses?: Record<string, unknown>;
}
interface OpenApi {
  readonly paths: Record<string, Record<string, Operation>>;
}

/**
 * Routes whose 403 depends on the user record rather than (or beyond) the role: each server area's
 * `recordRules` (server/http/record-rules.ts), and the base load's, which is no area's. A no-area
 * route that documents 403 must have one, so a new rule cannot slip past this test.
 */
const RECORD_RULES: RecordRules = Object.assign(
  // 403 only for a location_id outside the user's stores; this test sends none.
  { "GET /base": () => false } satisfies RecordRules,
  ...SERVER_AREAS.map((area) => area.recordRules ?? {}),
);

const LOGOUT = "POST /v2/logs/logout";

/**
 * Every route of the OpenAPI document that needs a session, for every demo account (azureUser through
 * corporate sign-in): 403 b2b_forbidden exactly when core/permissions (or the record rule above) says
 * no; otherwise never 403, and never 401 or 5xx.
 */
describe.each(databases)("role × route matrix on $name", (target) => {
  let idp: TestOpenIdProvider;
  let server: TestServer;
  let routes: {
    key: string;
    method: string;
    path: string;
    area: string | undefined;
    documents403: boolean;
  }[] = [];
  beforeAll(async () => {
    const corporate = DEMO_ACCOUNTS.filter((a) => a.azureSubject !== null);
    idp = await startOpenIdProvider({
      accounts: corporate.map((a) => ({ sub: a.azureSubject ?? "", tid: "t" })),
    });
    server = await startTestServer(target, {
      env: { MICROSOFT_ISSUER: idp.issuer, MICROSOFT_CLIENT_ID: idp.clientId },
    });
    const document = (await (await getJson(server.api, "openapi.json")).json()) as OpenApi;
    routes = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          area: operation["x-portal-area"],
          documents403: operation.responses?.["403"] !== undefined,
          bearer: operation.security?.some((s) => "accessToken" in s) ?? false,
        })),
      )
      .filter((r) => r.bearer)
      // Logging out ends the session the other requests use.
      .sort((a, b) => Number(a.key === LOGOUT) - Number(b.key === LOGOUT));
  });
  afterAll(async () => {
    await server.stop();
    await idp.close();
  });

  async function accessTokenOf(account: DemoAccount): Promise<string> {
    if (account.hasPassword) return (await loginTokens(server.api, account.mobile)).access_token;
    const response = await fetch(`${server.api}/v2/auth/login/microsoft`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ access_token: await idp.idToken(account.azureSubject ?? "") }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it("reads areas from the document and knows every record rule", () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.area !== undefined && !isApiArea(r.area))).toEqual([]);
    expect(routes.filter((r) => r.area === undefined && r.documents403 && !(r.key in RECORD_RULES))).toEqual(
      [],
    );
    // And no area's rule names a route the document does not have (a rule left behind by a rename).
    expect(Object.keys(RECORD_RULES).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a.mobile, a] as const))(
    "%s (%s)",
    async (_role, _mobile, account) => {
      const accessToken = await accessTokenOf(account);
      const me = (await (await getJson(server.api, "user/me", accessToken)).json()) as {
        id: number;
        type: number;
        company: string;
        portal_user_role: string;
      };
      const role = normaliseRole(me.portal_user_role);
      if (role === undefined) throw new Error(`user/me gave no role for ${account.mobile}`);
      const session: PermissionSession = {
        role,
        user: { id: me.id, type: me.type, company: me.company },
        azure: account.azureSubject !== null,
      };
      const outcomes = [];
      for (const route of routes) {
        // A store of the account's own where the path names one, so only the role can make a 403.
        const path = route.path
          .replace("{location_id}", String(account.storeIds[0] ?? 1))
          .replace(/\{\w+\}/g, "1");
        const response = await fetch(`${server.api}${path}`, {
          method: route.method,
          headers: { ...bearer(accessToken), "Content-Type": "application/json" },
          ...(route.method === "GET" ? {} : { body: "{}" }),
        });
        await response.arrayBuffer();
        // The area's row of the permission table, then any rule of the user record on top of it.
        const forbiddenByTable =
          (route.area !== undefined &&
            isApiArea(route.area) &&
            areaAccess(route.area, session, HEAD_OFFICE_COMPANY)._tag === "Forbidden") ||
          (RECORD_RULES[route.key]?.(account) ?? false);
        outcomes.push({
          route: route.key,
          status:
            response.status === 403
              ? 403
              : response.status === 401 || response.status >= 500
                ? response.status
                : "other",
          expected: forbiddenByTable ? 403 : "other",
        });
      }
      expect(outcomes.filter((o) => o.status !== o.expected)).toEqual([]);
      expect(server.serverErrors).toEqual([]);
    },
  );
});
