import { Hono, type Context } from "hono";
import * as Schema from "effect/Schema";
import { AdminFormBody } from "../../../core/admin/admin-wire";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { IdFromString } from "../../../core/schemas/ids";
import { parseKeysetQuery, type KeysetQuery } from "../../../core/schemas/keyset-page";
import { hasNoErrors, type FieldErrors } from "../../../core/validation/field-errors";
import type { Database } from "../../db/database";
import { Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { fieldErrorsResponse } from "../../http/field-errors";
import { idempotentJson } from "../../http/idempotent-json";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams, type SyncSchema } from "../../http/validate";
import type { IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import type { AdminActor } from "../services/admin-stores";

/*
 * The console's kinds of record (stores, companies, people) answer alike, so their routes are
 * written once here: a list and one record (`adminListRoutes`), a form to create and edit
 * (`adminFormRoutes`), and actions on one record that take no body (`adminActionRoutes`). Each kind
 * names its path, the id in its path, its wire and its services.
 */

const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

/** The administrator making a change, for the activity log and the idempotency key. */
export const actorOf = (
  c: { var: { session: { user: { id: number } } } },
  ip: string | null,
): AdminActor => ({
  id: c.var.session.user.id,
  ip,
});

/** Where a kind lives: `/admin/<plural>` and the id's name in `/admin/<plural>/:<id>`. */
export interface AdminRecordPath {
  readonly path: string;
  readonly idParam: string;
  /** Its noun in the OpenAPI document's summaries. */
  readonly singular: string;
  /** The wire of one record. */
  readonly item: Schema.Top;
}

const itemPathOf = (kind: AdminRecordPath) => Schema.Struct({ [kind.idParam]: IdFromString });
const idOf = (kind: AdminRecordPath, param: Readonly<Record<string, number>>): number =>
  param[kind.idParam] ?? 0;

/** The list (keyset pages and the kind's filters) and one record. */
export function adminListRoutes<Item extends object, Params extends SyncSchema, Filters extends object>(
  deps: AppDeps,
  kind: AdminRecordPath & {
    readonly page: Schema.Top;
    /** The list's query string: `cursor` and `limit`, and the kind's filters (read by `filtersOf`). */
    readonly listParams: Params;
    readonly filtersOf: (params: Params["Type"]) => Filters;
    readonly list: (db: Database, query: KeysetQuery & Filters) => Promise<object>;
    readonly read: (db: Database, id: number) => Promise<Item>;
  },
) {
  const app = new Hono<AppEnv>();
  app.get(
    kind.path,
    describeRoute({
      summary: `Every ${kind.singular}, newest first, a keyset page at a time, with the list's filters`,
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: kind.page },
      errors: [400, 401, 403, 422],
    }),
    queryParams(kind.listParams),
    async (c) => {
      const params = c.req.valid("query") as Params["Type"];
      const page = parseKeysetQuery(
        params as { readonly cursor?: string; readonly limit?: string },
        PAGE_LIMITS,
      );
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      return c.json(await kind.list(deps.db, { ...page, ...kind.filtersOf(params) }));
    },
  );
  app.get(
    `${kind.path}/:${kind.idParam}`,
    describeRoute({
      summary: `One ${kind.singular} as the console shows it`,
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: kind.item },
      errors: [401, 403, 404],
    }),
    pathParams(itemPathOf(kind)),
    async (c) => c.json(await kind.read(deps.db, idOf(kind, c.req.valid("param")))),
  );
  return app;
}

/** What a form's service is given: who acts, when, and the public address for links in messages. */
export interface AdminFormRequest {
  readonly actor: AdminActor;
  readonly now: Date;
  readonly publicUrl: string;
}

/**
 * Create (header Idempotency-Key) and edit, each form judged by core's rule: 422 with the failed
 * keys per field. The edit is `PUT /admin/<plural>/:<id>` with the same form, or, with `edit`, a
 * form of its own under a path of its own (a person's role and stores: `…/:<id>/assignment`).
 */
export function adminFormRoutes<Item extends object, Fields, EditFields = Fields>(
  deps: AppDeps,
  kind: AdminRecordPath & {
    readonly validate: (body: unknown) => FieldErrors<string>;
    readonly fieldsOf: (body: unknown) => Fields;
    readonly create: (
      db: Database,
      request: AdminFormRequest & { readonly key: string; readonly fields: Fields },
    ) => Promise<IdempotentAnswer<Item>>;
    readonly edit?: {
      readonly suffix: string;
      readonly summary: string;
      readonly validate: (body: unknown) => FieldErrors<string>;
      readonly fieldsOf: (body: unknown) => EditFields;
    };
    readonly update: (
      db: Database,
      request: AdminFormRequest & { readonly id: number; readonly fields: EditFields },
    ) => Promise<Item>;
  },
) {
  const app = new Hono<AppEnv>();
  const requestOf = (
    // Any route of the console: the session is set by its guard.
    // oxlint-disable-next-line typescript/no-explicit-any -- a route's Context type carries its own input
    c: Context<AppEnv, any, any>,
  ): AdminFormRequest => ({
    actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
    now: deps.now(),
    publicUrl: deps.config.publicUrl,
  });
  app.post(
    kind.path,
    describeRoute({
      summary: `Create a ${kind.singular}, header Idempotency-Key; 422 with the failed keys per field`,
      tag: "admin",
      auth: "bearer",
      success: { status: 201, schema: kind.item },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(AdminFormBody),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const body = c.req.valid("json");
      const errors = kind.validate(body);
      if (!hasNoErrors(errors)) return fieldErrorsResponse(c, errors);
      return idempotentJson(
        c,
        await kind.create(deps.db, { ...requestOf(c), key, fields: kind.fieldsOf(body) }),
      );
    },
  );
  const edit = kind.edit ?? {
    suffix: "",
    summary: `Change a ${kind.singular}'s fields (all of them, as the form holds them)`,
    validate: kind.validate,
    // Without a form of its own the edit takes the create's fields.
    fieldsOf: kind.fieldsOf as unknown as (body: unknown) => EditFields,
  };
  app.put(
    `${kind.path}/:${kind.idParam}${edit.suffix}`,
    describeRoute({
      summary: edit.summary,
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: kind.item },
      errors: [401, 403, 404, 409, 422],
    }),
    pathParams(itemPathOf(kind)),
    jsonBody(AdminFormBody),
    async (c) => {
      const body = c.req.valid("json");
      const errors = edit.validate(body);
      if (!hasNoErrors(errors)) return fieldErrorsResponse(c, errors);
      const id = idOf(kind, c.req.valid("param"));
      return c.json(await kind.update(deps.db, { ...requestOf(c), id, fields: edit.fieldsOf(body) }));
    },
  );
  return app;
}

/** Actions on one record that take no body (`POST /admin/<plural>/:<id>/<action>`), each answering the record. */
export function adminActionRoutes<Item extends object>(
  deps: AppDeps,
  kind: AdminRecordPath & {
    readonly actions: readonly {
      readonly action: string;
      readonly summary: string;
      readonly act: (db: Database, request: AdminFormRequest & { readonly id: number }) => Promise<Item>;
    }[];
  },
) {
  const app = new Hono<AppEnv>();
  for (const { action, summary, act } of kind.actions)
    app.post(
      `${kind.path}/:${kind.idParam}/${action}`,
      describeRoute({
        summary,
        tag: "admin",
        auth: "bearer",
        success: { status: 200, schema: kind.item },
        errors: [401, 403, 404, 409],
      }),
      pathParams(itemPathOf(kind)),
      async (c) =>
        c.json(
          await act(deps.db, {
            actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
            id: idOf(kind, c.req.valid("param")),
            now: deps.now(),
            publicUrl: deps.config.publicUrl,
          }),
        ),
    );
  return app;
}
