import { join } from "node:path";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { API_BASE_PATH, ROUTER_BASE } from "../../core/constants/portal-constants";
import { ApiError, errorResponse } from "./api-error";
import type { AppDeps, AppEnv } from "./app-deps";
import { compressAnswers } from "./middleware/compress-answers";
import { jsonBodyLimit } from "./middleware/json-body-limit";
import { loopbackOnly } from "./middleware/loopback-only";
import { refuseNul } from "./middleware/refuse-nul";
import { securityHeaders } from "./middleware/security-headers";
import { buildOpenApiDocument } from "./openapi/openapi-document";
import { describeRoute } from "./openapi/route-doc";
import { accountApprovalRoutes } from "../staff/routes/account-approval-routes";
import { actingAsRoutes } from "../auth/routes/acting-as-routes";
import { baseRoutes } from "./routes/base-routes";
import { contentRoutes } from "../content/routes/content-routes";
import { corporateRoutes } from "../auth/routes/corporate-routes";
import { dashboardContentRoutes } from "../content/routes/dashboard-content-routes";
import { devRoutes } from "../dev/routes/dev-routes";
import { emailVerifyRoutes } from "../auth/routes/email-verify-routes";
import { externalPortalRoutes } from "../content/routes/external-portal-routes";
import { fileRoutes } from "../tickets/routes/file-routes";
import { passwordRoutes } from "../auth/routes/password-routes";
import { referenceRoutes } from "../content/routes/reference-routes";
import { registrationRoutes } from "../auth/routes/registration-routes";
import { sessionRoutes } from "../auth/routes/session-routes";
import { ticketOldRoutes } from "../tickets/routes/ticket-old-routes";
import { ticketPickListRoutes } from "../tickets/routes/ticket-pick-list-routes";
import { ticketRoutes } from "../tickets/routes/ticket-routes";
import { ticketThreadRoutes } from "../tickets/routes/ticket-thread-routes";
import { userRoutes } from "../auth/routes/user-routes";
import { createStaticApp } from "./static-app";

const API_VERSION = "1.1.0";

/**
 * The whole HTTP app: API under /echo/rest/api, avatars, and the browser app under /portal/.
 * main.ts serves it and the tests start it on an ephemeral port; nothing here reads the
 * environment or opens resources (that is the caller's job through `deps`).
 *
 * To add an area: write `server/http/routes/<area>-routes.ts` exporting `<area>Routes(deps)` (paths
 * relative to the API base, `describeRoute` + validators + `requireSession`/`requireArea` right
 * after the path) and mount it in the list below.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", securityHeaders(deps.config));
  app.use("*", jsonBodyLimit());
  app.use("*", refuseNul()); // U+0000 anywhere is 400 before a route can pass it to PostgreSQL
  app.use(`${API_BASE_PATH}/*`, compressAnswers()); // JSON ≥ 1 KiB gzip; app files are pre-compressed
  app.use(`${API_BASE_PATH}/*`, async (c, next) => {
    await next();
    // Answers carry tokens and personal data: never stored by browsers or proxies. A route that
    // set its own rule keeps it (signed attachment downloads: private, 15 minutes).
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  const api = new Hono<AppEnv>();
  for (const routes of [
    sessionRoutes,
    corporateRoutes,
    registrationRoutes,
    passwordRoutes,
    emailVerifyRoutes,
    actingAsRoutes,
    referenceRoutes,
    userRoutes,
    baseRoutes,
    contentRoutes,
    dashboardContentRoutes,
    externalPortalRoutes,
    ticketRoutes,
    ticketPickListRoutes,
    ticketThreadRoutes,
    ticketOldRoutes,
    fileRoutes,
    accountApprovalRoutes,
  ])
    api.route("/", routes(deps));
  if (deps.config.mode === "demo") api.route("/", devRoutes(deps));

  let openApi: Record<string, unknown> | undefined;
  api.get(
    "/openapi.json",
    describeRoute({ summary: "This document", tag: "meta", auth: "none", success: { status: 200 } }),
    // Built on first use from the routes the app really has, then kept (the routes never change).
    (c) => c.json((openApi ??= buildOpenApiDocument(app.routes, API_VERSION))),
  );

  app.route(API_BASE_PATH, api);
  // The outbox page reads the outbox: like its JSON, only for requests from this machine.
  app.use(`${ROUTER_BASE}dev/outbox`, loopbackOnly());
  app.use(`${ROUTER_BASE}dev/outbox/*`, loopbackOnly());
  app.all(`${API_BASE_PATH}/*`, (c) => errorResponse(c, 404, "b2b_not_found"));
  app.route("/", createStaticApp(deps.webRoot, join(deps.config.dataDir, "avatars")));

  app.notFound((c) =>
    c.req.path.startsWith("/echo/") ? errorResponse(c, 404, "b2b_not_found") : c.text("Not found", 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.key);
    if (error instanceof HTTPException) {
      // Hono's own refusals: malformed JSON (400) and the like. The key, never Hono's sentence.
      if (error.status === 413) return errorResponse(c, 413, "b2b_payload_too_large");
      if (error.status === 401) return errorResponse(c, 401, "b2b_unauthorized");
      if (error.status < 500) return errorResponse(c, 400, "b2b_bad_request");
    }
    deps.logError(`${c.req.method} ${c.req.path}`, error);
    return errorResponse(c, 500, "b2b_server_error");
  });

  return app;
}
