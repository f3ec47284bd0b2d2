import { validator } from "hono/validator";
import * as Schema from "effect/Schema";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageKey } from "../../core/i18n/catalogue";
import { errorResponse } from "./api-error";
import { PATH_SCHEMA, QUERY_SCHEMA, REQUEST_BODY_SCHEMA } from "./openapi/route-doc";

export type SyncSchema = Schema.Top & { readonly DecodingServices: never };

function decoder<S extends SyncSchema>(
  schema: S,
): (input: unknown) => { ok: true; value: S["Type"] } | { ok: false } {
  const validate = Schema.toStandardSchemaV1(schema)["~standard"].validate;
  return (input) => {
    const result = validate(input);
    if (result instanceof Promise) throw new Error("request schemas must decode synchronously");
    return result.issues === undefined ? { ok: true, value: result.value } : { ok: false };
  };
}

/**
 * Validates the JSON body with a Standard Schema made from an effect Schema. Malformed JSON gives 400
 * `b2b_bad_request` (Hono throws, onError answers); a body that does not fit gives 422
 * `b2b_invalid_input` before the handler runs, so nothing is changed. The schema rides on the
 * middleware so the OpenAPI document shows exactly what is validated.
 */
export function jsonBody<S extends SyncSchema>(schema: S) {
  const decode = decoder(schema);
  const middleware = validator("json", (value, c) => {
    const result = decode(value);
    return result.ok ? (result.value as S["Type"]) : errorResponse(c, 422, "b2b_invalid_input");
  });
  return Object.assign(middleware, { [REQUEST_BODY_SCHEMA]: schema });
}

/** Validates the query string (a Struct of string-encoded fields); 422 `b2b_invalid_input` otherwise. */
export function queryParams<S extends SyncSchema>(schema: S) {
  const decode = decoder(schema);
  const middleware = validator("query", (value, c) => {
    const result = decode(value);
    return result.ok ? (result.value as S["Type"]) : errorResponse(c, 422, "b2b_invalid_input");
  });
  return Object.assign(middleware, { [QUERY_SCHEMA]: schema });
}

/** How a route answers a path that does not decode: by default as an unknown record (404). */
export interface PathRefusal {
  readonly status: ContentfulStatusCode;
  readonly key: MessageKey;
}

const UNKNOWN_RECORD: PathRefusal = { status: 404, key: "b2b_not_found" };

/**
 * Validates the path parameters (a Struct of string-encoded fields, ids with core's `IdFromString`).
 * A segment that does not decode names no record: 404 `b2b_not_found`, or the route's own refusal
 * (a store id outside the user's stores is 403 whether or not it is well formed).
 */
export function pathParams<S extends SyncSchema>(schema: S, refusal: PathRefusal = UNKNOWN_RECORD) {
  const decode = decoder(schema);
  const middleware = validator("param", (value, c) => {
    const result = decode(value);
    return result.ok ? (result.value as S["Type"]) : errorResponse(c, refusal.status, refusal.key);
  });
  return Object.assign(middleware, { [PATH_SCHEMA]: schema });
}
