import type { RouterRoute } from "hono/types";
import * as JsonSchema from "effect/JsonSchema";
import * as Schema from "effect/Schema";
import * as SchemaRepresentation from "effect/SchemaRepresentation";
import { API_BASE_PATH } from "../../../core/constants/portal-constants";
import { guardsOfRoutes } from "../route-guards";
import { PATH_SCHEMA, QUERY_SCHEMA, REQUEST_BODY_SCHEMA, ROUTE_DOC, type RouteDoc } from "./route-doc";

/** The error body every 4xx/5xx carries (docs/api-contract.md). */
const ErrorBody = Schema.Struct({ status: Schema.Literal("error"), message: Schema.String }).annotate({
  identifier: "ErrorBody",
});

interface CollectedRoute {
  readonly method: string;
  readonly path: string;
  doc?: RouteDoc;
  body?: Schema.Top;
  query?: Schema.Top;
  params?: Schema.Top;
  area?: string;
}

/**
 * Every route under the API prefix: its own entries (documentation, validators) merged with the
 * router-level guards that cover it (the area of its requireArea).
 */
export function collectApiRoutes(routes: readonly RouterRoute[]): readonly CollectedRoute[] {
  return guardsOfRoutes(routes).map((guarded) => {
    const entry: CollectedRoute = { method: guarded.method, path: guarded.path };
    if (guarded.areas[0] !== undefined) entry.area = guarded.areas[0];
    for (const own of guarded.own) {
      const handler = own as unknown as Record<symbol, unknown>;
      if (handler[ROUTE_DOC] !== undefined) entry.doc = handler[ROUTE_DOC] as RouteDoc;
      if (handler[REQUEST_BODY_SCHEMA] !== undefined) entry.body = handler[REQUEST_BODY_SCHEMA] as Schema.Top;
      if (handler[QUERY_SCHEMA] !== undefined) entry.query = handler[QUERY_SCHEMA] as Schema.Top;
      if (handler[PATH_SCHEMA] !== undefined) entry.params = handler[PATH_SCHEMA] as Schema.Top;
    }
    return entry;
  });
}

const statusText: Readonly<Record<number, string>> = {
  400: "Malformed request (b2b_bad_request)",
  401: "Missing, invalid or expired token (b2b_unauthorized)",
  403: "Role or user type may not use this route (b2b_forbidden)",
  404: "Not found (b2b_not_found)",
  413: "Body too large (b2b_payload_too_large)",
  422: "Input does not fit (translation key in message)",
  429: "Too many attempts (b2b_too_many_attempts)",
};

const security: Readonly<Record<RouteDoc["auth"], readonly Record<string, readonly string[]>[]>> = {
  none: [],
  bearer: [{ accessToken: [] }],
  basic: [{ mobilePassword: [] }],
  "refresh-token": [{ refreshToken: [] }],
};

/**
 * The OpenAPI 3.1 document of the API, built from the routes the app really has and the very schemas
 * their validators decode with (effect Schema → JSON Schema 2020-12 → OpenAPI components).
 */
export function buildOpenApiDocument(
  routes: readonly RouterRoute[],
  version: string,
): Record<string, unknown> {
  const collected = collectApiRoutes(routes).filter((r) => r.doc !== undefined);
  const schemas: Schema.Top[] = [ErrorBody];
  const indexOf = (schema: Schema.Top): number => {
    const found = schemas.indexOf(schema);
    if (found >= 0) return found;
    schemas.push(schema);
    return schemas.length - 1;
  };
  const plan = collected.map((route) => ({
    route,
    body: route.body === undefined ? undefined : indexOf(route.body),
    success: route.doc?.success.schema === undefined ? undefined : indexOf(route.doc.success.schema),
  }));
  const asts = schemas.map((s) => Schema.toCodecJson(s).ast);
  const multi = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(
      SchemaRepresentation.toRepresentations(asts as [(typeof asts)[number], ...typeof asts]),
    ),
  );
  const jsonOf = (index: number) => multi.schemas[index];
  const errorJson = jsonOf(0);

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, body, success } of plan) {
    const doc = route.doc as RouteDoc;
    const openApiPath = route.path.slice(API_BASE_PATH.length).replace(/:(\w+)/g, "{$1}");
    const validated = route.params === undefined ? [] : fieldParameters(route.params, "path");
    const parameters: unknown[] = [...route.path.matchAll(/:(\w+)/g)].map(
      (m) =>
        validated.find((p) => p.name === m[1]) ?? {
          name: m[1],
          in: "path",
          required: true,
          schema: { type: "string" },
        },
    );
    if (route.query !== undefined) parameters.push(...fieldParameters(route.query, "query"));
    const responses: Record<string, unknown> = {
      [String(doc.success.status)]: {
        description: doc.success.description ?? "Success",
        ...(success === undefined ? {} : { content: { "application/json": { schema: jsonOf(success) } } }),
      },
    };
    for (const status of doc.errors ?? [])
      responses[String(status)] = {
        description: statusText[status] ?? "Error",
        content: { "application/json": { schema: errorJson } },
      };
    responses["500"] = {
      description: "Unexpected error (b2b_server_error)",
      content: { "application/json": { schema: errorJson } },
    };
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      summary: doc.summary,
      tags: [doc.tag],
      security: security[doc.auth],
      // The core/permissions area whose roles may use the route (absent: any signed-in user).
      ...(route.area === undefined ? {} : { "x-portal-area": route.area }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body === undefined
        ? {}
        : { requestBody: { required: true, content: { "application/json": { schema: jsonOf(body) } } } }),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Franchise portal API",
      version,
      description:
        "The REST API of the franchise portal. Errors: { status: 'error', message: <translation key> }.",
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      schemas: multi.definitions,
      securitySchemes: {
        accessToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        refreshToken: { type: "http", scheme: "bearer", description: "The refresh token of auth/login" },
        mobilePassword: { type: "http", scheme: "basic", description: "base64(mobile:password)" },
      },
    },
  };
}

/** The fields of a Struct of string-encoded values as OpenAPI parameters (path ones are always required). */
function fieldParameters(schema: Schema.Top, where: "path" | "query"): { name: string }[] {
  const document = Schema.toJsonSchemaDocument(schema);
  const root = document.schema as { properties?: Record<string, unknown>; required?: readonly string[] };
  return Object.entries(root.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (root.required?.includes(name) ?? false),
    schema: property,
  }));
}
