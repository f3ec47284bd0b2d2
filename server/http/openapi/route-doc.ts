import type { MiddlewareHandler } from "hono";
import type * as Schema from "effect/Schema";

/** How a route authenticates, as the OpenAPI document states it. */
export type RouteAuth = "none" | "bearer" | "basic" | "refresh-token";

/** What the OpenAPI document says of one route beyond its method, path and validated input. */
export interface RouteDoc {
  readonly summary: string;
  readonly tag: string;
  readonly auth: RouteAuth;
  /** Success status and, when the answer is JSON, the schema of its body. */
  readonly success: { readonly status: number; readonly schema?: Schema.Top; readonly description?: string };
  /** Error statuses this route may answer (each with the error body). */
  readonly errors?: readonly number[];
}

export const ROUTE_DOC = Symbol.for("franchise-portal.route-doc");
export const REQUEST_BODY_SCHEMA = Symbol.for("franchise-portal.request-body-schema");
export const QUERY_SCHEMA = Symbol.for("franchise-portal.query-schema");
export const PATH_SCHEMA = Symbol.for("franchise-portal.path-schema");
/** Set by requireSession: the route needs a live session (checked against the route's documented auth). */
export const ROUTE_SESSION = Symbol.for("franchise-portal.route-session");
/**
 * Set by requireArea: the core/permissions area a route belongs to (`x-portal-area` in the document).
 * Guards are router-level middleware (`router.use(path, ...)`); the document finds the guards that
 * cover each route from the app's middleware entries.
 */
export const ROUTE_AREA = Symbol.for("franchise-portal.route-area");

/**
 * A middleware that does nothing at request time and carries the route's documentation. Placed
 * right after the path (`app.get("/x", describeRoute({...}), handler)`), it keeps the description
 * beside the handler; the OpenAPI builder reads it from `app.routes`, so only real routes are listed.
 */
export function describeRoute(doc: RouteDoc): MiddlewareHandler & { readonly [ROUTE_DOC]: RouteDoc } {
  return Object.assign(passThrough(), { [ROUTE_DOC]: doc });
}

/** A fresh no-op middleware per route, so each carries its own documentation. */
function passThrough(): MiddlewareHandler {
  return (_c, next) => next();
}
