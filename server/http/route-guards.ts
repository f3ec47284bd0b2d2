import type { Env, Hono, MiddlewareHandler } from "hono";
import type { RouterRoute } from "hono/types";
import { matchedRoutes } from "hono/route";
import { TrieRouter } from "hono/router/trie-router";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import { ROUTE_AREA, ROUTE_DOC, ROUTE_SESSION, type RouteDoc } from "./openapi/route-doc";

/**
 * Router-level guards: the same middleware (`requireSession(deps)`, `requireArea(area)`) on each of
 * the paths that need it, declared once per area router instead of once per route. Paths are Hono
 * patterns (`/v2/tickets/*` also covers `/v2/tickets`); they must stay this router's own, since a
 * router mounted at `/` shares the API's path space with every other area.
 *
 * A guard runs only when a route answers the request's method and path, so a request no route
 * answers stays a 404 (`POST user/me`, `GET v2/tickets/no/such/path`) rather than becoming a 401.
 */
export function guardPaths<E extends Env>(
  router: Hono<E>,
  paths: readonly string[],
  ...middleware: readonly MiddlewareHandler<E>[]
): void {
  const guards = middleware.map((guard) =>
    // Keeps the marks (session, area) the route table and the OpenAPI document read.
    Object.assign<MiddlewareHandler<E>, MiddlewareHandler<E>>(
      (c, next) => (matchedRoutes(c).some((route) => route.method !== "ALL") ? guard(c, next) : next()),
      guard,
    ),
  );
  for (const path of paths) router.use(path, ...guards);
}

/** What guards a route of the API: read from the middleware that really runs before its handler. */
export interface RouteGuards {
  readonly method: string;
  readonly path: string;
  /** Handlers Hono keeps for this route itself (documentation, validators, the handler). */
  readonly own: readonly RouterRoute["handler"][];
  /** requireSession runs before the handler (how many times: more than once is a mistake). */
  readonly sessions: number;
  /** The core/permissions areas of the requireArea middleware that run before the handler. */
  readonly areas: readonly string[];
}

const marks = (handler: RouterRoute["handler"]) => handler as unknown as Record<symbol, unknown>;

/**
 * Every API route (method other than ALL) with the router-level middleware that covers it: Hono's own
 * path matching (a trie router of the `use` entries), counting only middleware registered before the
 * route, since a handler that answers ends the chain.
 */
export function guardsOfRoutes(routes: readonly RouterRoute[]): readonly RouteGuards[] {
  const middleware = new TrieRouter<number>();
  routes.forEach((route, index) => {
    if (route.method === "ALL") middleware.add("ALL", route.path, index);
  });
  const byKey = new Map<
    string,
    { method: string; path: string; index: number; own: RouterRoute["handler"][] }
  >();
  routes.forEach((route, index) => {
    if (!route.path.startsWith(`${API_BASE_PATH}/`) || route.method === "ALL") return;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, index, own: [] };
    entry.own.push(route.handler);
    byKey.set(key, entry);
  });
  return [...byKey.values()].map(({ method, path, index, own }) => {
    // A parameter segment stands for any value: matched as a sample one (the trie router reads a
    // literal `:name` segment as a parameter of its own and reports it twice).
    const sample = path.replace(/:\w+(?:\{[^}]*\})?/g, "1");
    const covering = [...new Set(middleware.match(method, sample)[0].map(([at]) => at))]
      .filter((at) => at < index)
      .map((at) => marks((routes[at] as RouterRoute).handler));
    return {
      method,
      path,
      own,
      sessions: covering.filter((h) => h[ROUTE_SESSION] === true).length,
      areas: covering.flatMap((h) => (typeof h[ROUTE_AREA] === "string" ? [h[ROUTE_AREA]] : [])),
    };
  });
}

/**
 * Routes whose guards do not fit their documentation: a `bearer` route without exactly one
 * requireSession before it, another route with one, more than one area, or a guard left on a route's
 * own chain (guards are router-level). Empty when the table is sound; createApp refuses to build otherwise.
 */
export function routeGuardProblems(routes: readonly RouterRoute[]): readonly string[] {
  return guardsOfRoutes(routes).flatMap((route) => {
    const doc = route.own.map((h) => marks(h)[ROUTE_DOC]).find((d) => d !== undefined) as
      RouteDoc | undefined;
    const name = `${route.method} ${route.path.slice(API_BASE_PATH.length)}`;
    const problems: string[] = [];
    if (route.own.some((h) => marks(h)[ROUTE_SESSION] === true || marks(h)[ROUTE_AREA] !== undefined))
      problems.push(`${name}: guards belong to the area router (guardPaths), not to the route`);
    if (doc?.auth === "bearer" && route.sessions !== 1)
      problems.push(`${name}: documented as bearer but requireSession runs ${route.sessions} times`);
    if (doc !== undefined && doc.auth !== "bearer" && route.sessions > 0)
      problems.push(`${name}: documented as ${doc.auth} but requireSession runs before it`);
    if (route.areas.length > 1) problems.push(`${name}: more than one area (${route.areas.join(", ")})`);
    if (route.areas.length > 0 && route.sessions === 0) problems.push(`${name}: an area without a session`);
    return problems;
  });
}
