import { join } from "node:path";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { API_BASE_PATH, ROUTER_BASE } from "../../core/constants/portal-constants";
import { isDomainError } from "../domain-errors";
import { errorResponse } from "./api-error";
import { DOMAIN_ERROR_STATUS } from "./domain-error-status";
import type { AppDeps, AppEnv } from "./app-deps";
import { compressAnswers } from "./middleware/compress-answers";
import { jsonBodyLimit } from "./middleware/json-body-limit";
import { demoToolsGuard } from "./middleware/demo-tools-guard";
import { refuseNul } from "./middleware/refuse-nul";
import { refuseTitleBreaks } from "./middleware/refuse-title-breaks";
import { requestLog } from "./middleware/request-log";
import { REQUEST_ID_HEADER } from "./request-id";
import { answeredRoutePattern } from "./route-pattern";
import { operationsRoutes } from "./routes/operations-routes";
import { strictTransportSecurity } from "./middleware/security-headers";
import { buildOpenApiDocument } from "./openapi/openapi-document";
import { describeRoute } from "./openapi/route-doc";
import { baseRoutes } from "./routes/base-routes";
import { searchRoutes } from "./routes/search-routes";
import { routeGuardProblems } from "./route-guards";
import { SERVER_AREAS } from "../server-areas";
import { createStaticApp } from "./static-app";
import { uploadLimitTable } from "./upload-limits";
import { routingPath } from "./routing-path";

const API_VERSION = "1.1.0";

/**
 * The whole HTTP app: API under /echo/rest/api, avatars, and the browser app under /portal/.
 * main.ts serves it and the tests start it on an ephemeral port; nothing here reads the
 * environment or opens resources (that is the caller's job through `deps`).
 *
 * The API's routes come from the server areas (server/server-areas.ts), mounted in order, each one
 * Hono router with its guards declared once (`guardPaths`); GET base is built from their shares.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  // An API path with a trailing slash is routed as the same path without it (routing-path.ts).
  const app = new Hono<AppEnv>({ getPath: routingPath });

  // The headers that never depend on the request (security headers; Cache-Control: no-store on the
  // API) are written on the Node answer before this app runs (server/boot.ts, withFixedHeaders).
  app.use("*", requestLog(deps.logger, deps.metrics)); // first: its duration covers everything after
  app.use("*", strictTransportSecurity(deps.config));
  const uploads = uploadLimitTable(SERVER_AREAS, deps.config);
  app.use("*", jsonBodyLimit(uploads));
  app.use("*", refuseNul(new Set(uploads.keys()))); // U+0000 anywhere is 400 before a route can pass it to PostgreSQL
  app.use("*", refuseTitleBreaks(new Set(uploads.keys()))); // a title is one line, on every route (422)
  app.use(`${API_BASE_PATH}/*`, compressAnswers()); // JSON ≥ 1 KiB gzip; app files are pre-compressed

  const api = new Hono<AppEnv>();
  for (const area of SERVER_AREAS)
    if (area.demoOnly !== true || deps.config.mode === "demo") api.route("/", area.routes(deps));
  api.route("/", baseRoutes(deps, SERVER_AREAS));
  api.route("/", searchRoutes(deps, SERVER_AREAS));

  let openApi: Record<string, unknown> | undefined;
  api.get(
    "/openapi.json",
    describeRoute({ summary: "This document", tag: "meta", auth: "none", success: { status: 200 } }),
    // Built on first use from the routes the app really has, then kept (the routes never change).
    (c) => c.json((openApi ??= buildOpenApiDocument(app.routes, API_VERSION))),
  );

  // The demo tools answer only this machine, by its own name, and take writes only as JSON.
  if (deps.config.mode === "demo") app.use(`${API_BASE_PATH}/dev/*`, demoToolsGuard());
  app.route(API_BASE_PATH, api);
  // A route whose guards do not fit its documented auth is a programming error: refuse to start.
  const problems = routeGuardProblems(app.routes);
  if (problems.length > 0) throw new Error(`Route guards:\n${problems.join("\n")}`);
  // The outbox page reads the outbox: like its JSON, only for requests from this machine, by its name.
  app.use(`${ROUTER_BASE}dev/outbox`, demoToolsGuard());
  app.use(`${ROUTER_BASE}dev/outbox/*`, demoToolsGuard());
  app.all(`${API_BASE_PATH}/*`, (c) => errorResponse(c, 404, "b2b_not_found"));
  app.route(
    "/",
    operationsRoutes({
      readiness: deps.readiness,
      metrics: deps.metrics,
      metricsToken: deps.config.metrics.token,
    }),
  );
  app.route(
    "/",
    createStaticApp(deps.webRoot, join(deps.config.dataDir, "avatars"), {
      sourceMaps: deps.config.sourceMapsPublic,
    }),
  );

  app.notFound((c) =>
    c.req.path.startsWith("/echo/") ? errorResponse(c, 404, "b2b_not_found") : c.text("Not found", 404),
  );
  app.onError((error, c) => {
    if (isDomainError(error)) return errorResponse(c, DOMAIN_ERROR_STATUS[error._tag], error.key);
    if (error instanceof HTTPException) {
      // Hono's own refusals: malformed JSON (400) and the like. The key, never Hono's sentence.
      if (error.status === 413) return errorResponse(c, 413, "b2b_payload_too_large");
      if (error.status === 401) return errorResponse(c, 401, "b2b_unauthorized");
      if (error.status < 500) return errorResponse(c, 400, "b2b_bad_request");
    }
    // The route's pattern and the request id, never the raw path (it may carry ids and codes): the
    // operator finds the request by the id the user quotes from the error screen.
    deps.logError(
      `${c.req.method} ${answeredRoutePattern(c)} request ${c.req.header(REQUEST_ID_HEADER) ?? "-"}`,
      error,
    );
    return errorResponse(c, 500, "b2b_server_error");
  });

  return app;
}
