import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { isApiArea } from "../../core/permissions/api-areas";
import { approvalRightOf } from "../../core/permissions/account-approval";
import { areaAccess } from "../../core/permissions/area-access";
import { canActAs } from "../../core/permissions/header-rules";
import { normaliseRole, type Role } from "../../core/permissions/role";
import { passesUserTypeCheck } from "../../core/permissions/user-type-check";
import { maySeeStaffResults, mayWriteExams } from "../../core/training/training-rights";
import { mayScheduleMeetings } from "../../core/calendar/meeting-scheduling";
import { mayConfirmEvaluations } from "../../core/evaluations/evaluation-rights";
import type { PermissionSession } from "../../core/permissions/session";
import { DEMO_ACCOUNTS, type DemoAccount } from "../../server/seed/demo-data";
import { HEAD_OFFICE_COMPANY_ID } from "../../server/seed/reference-seed";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { startOpenIdProvider, type TestOpenIdProvider } from "./support/oidc-provider";
import { startTestServer, type TestServer } from "./support/test-server";
import { mayPublishPosts } from "../../core/posts/post-publishing";
import { deactivationRightOf, loadsEmployeeList } from "../../core/staff/staff-rules";

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
 * Routes whose 403 depends on the user record rather than (or beyond) the role (each rule is the
 * one the route applies, read from core or the demo data). A no-area route that documents 403 must be
 * listed here, so a new rule cannot slip past this test.
 */
/** The permission session of a demo account, as the server builds it from the account's record. */
function sessionOf(a: DemoAccount): PermissionSession | null {
  const role = normaliseRole(a.role);
  if (role === undefined) return null;
  const company = a.companyId === HEAD_OFFICE_COMPANY_ID ? HEAD_OFFICE_COMPANY : String(a.companyId);
  return { role, user: { id: a.id, type: a.type, company }, azure: a.azureSubject !== null };
}
const mayNotApprove = (a: DemoAccount): boolean => approvalRightOf(sessionOf(a), a) === "none";
const mayNotPublish = (a: DemoAccount): boolean => !mayPublishPosts(sessionOf(a), HEAD_OFFICE_COMPANY);

// The training rights (core/training/training-rights.ts): a role list plus spec 6's user-type check.
const lacksTrainingRight =
  (holds: (role: Role) => boolean) =>
  (a: DemoAccount): boolean => {
    const session = sessionOf(a);
    return session === null || !holds(session.role) || !passesUserTypeCheck(session, HEAD_OFFICE_COMPANY);
  };

const RECORD_RULES: Readonly<Record<string, (account: DemoAccount) => boolean>> = {
  "GET /employees": (a) => !canActAs(a),
  "POST /auth/act-as": (a) => !canActAs(a),
  "GET /weg": (a) => !a.externalPortalAccess,
  "GET /wegPortalAuth": (a) => !a.externalPortalAccess,
  // 403 only for a location_id outside the user's stores; this test sends none.
  "GET /base": () => false,
  // Approval of self-registered accounts: the staff area's roles, or head office's every-store grant.
  "GET /staff/pending": mayNotApprove,
  "POST /staff/pending/{user_id}/approve": mayNotApprove,
  "POST /staff/pending/{user_id}/reject": mayNotApprove,
  "GET /training/evaluations": lacksTrainingRight(maySeeStaffResults),
  "POST /training/exams": lacksTrainingRight(mayWriteExams),
  "GET /training/exams": lacksTrainingRight(mayWriteExams),
  // Confirming an audit: head office's explicit right (core/evaluations/evaluation-rights.ts), with
  // the same user-type check. (Writing templates is refused as 422 first: this test sends "{}".)
  "POST /evaluations/{report_id}/confirm": lacksTrainingRight(mayConfirmEvaluations),
  "POST /training/files/attach": lacksTrainingRight(mayWriteExams),
  // Head office's ticket queue: the tickets area's roles, and only with the every-store grant.
  "GET /v2/tickets/queue": (a) => !a.allStores,
  "GET /v2/tickets/queue/filters": (a) => !a.allStores,
  // Head office's table of every store's licences and maintenance: the every-store grant.
  "GET /compliance/overview": (a) => !a.allStores,
  // Scheduling meetings: head office's every-store grant (core/calendar/meeting-scheduling.ts).
  "POST /meetings/schedule": (a) => !mayScheduleMeetings(sessionOf(a), a),
  // Publishing posts: head office's explicit right (core/posts/post-publishing.ts).
  "POST /posts_publish": mayNotPublish,
  "PUT /posts_publish/{id}": mayNotPublish,
  "POST /posts/files/upload": mayNotPublish,
  "GET /posts/reach/{id}": mayNotPublish,
  "POST /posts/remind/{id}": mayNotPublish,
  // Information: 403 for a body a non-editor sends (this test sends "{}", refused as 422 first), and
  // for a store outside the user's stores (a trainee has none, so the path names store 1).
  "PUT /pages/{identifier}": () => false,
  "GET /location_exceptions/{location_id}": (a) => !a.allStores && a.storeIds.length === 0,
  // Deactivating (core/staff/staff-rules.ts): the staff area's roles or head office's grant. The path
  // names user 1, head office, whom head office may not deactivate (403) and whom no store caller
  // can see (404).
  "POST /disableUserAccess/{user_id}": (a) => deactivationRightOf(sessionOf(a), a) !== "own-stores",
  // Spec 6: the franchisee alone loads the employee list and the franchise stores.
  "GET /users/franchise-stores": (a) => {
    const session = sessionOf(a);
    return session === null || !loadsEmployeeList(session.role);
  },
};

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
