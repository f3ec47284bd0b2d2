import { Hono } from "hono";
import * as Schema from "effect/Schema";
import {
  AdminFormBody,
  AdminStore,
  AdminStoreListParams,
  AdminStorePage,
} from "../../../core/admin/admin-wire";
import { storeFieldsOf, validateStoreForm } from "../../../core/admin/store-form";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { IdFromString } from "../../../core/schemas/ids";
import { parseKeysetQuery } from "../../../core/schemas/keyset-page";
import { hasNoErrors } from "../../../core/validation/field-errors";
import { Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { fieldErrorsResponse } from "../../http/field-errors";
import { idempotentJson } from "../../http/idempotent-json";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import {
  createAdminStore,
  listAdminStores,
  readAdminStore,
  setAdminStoreClosed,
  updateAdminStore,
  type AdminActor,
} from "../services/admin-stores";

const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;
const StorePath = Schema.Struct({ store_id: IdFromString });

/** The administrator making a change, for the activity log and the idempotency key. */
const actorOf = (c: { var: { session: { user: { id: number } } } }, ip: string | null): AdminActor => ({
  id: c.var.session.user.id,
  ip,
});

/**
 * The console's stores (issue 35): every store, open or closed, with search; create (header
 * Idempotency-Key), edit, close and reopen. Never deleted: a store's history stays. The right to
 * administer is checked by the area's guard before any of these runs.
 */
export function adminStoreRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/admin/stores",
    describeRoute({
      summary: "Every store, newest first, by state (open, closed, all) and words of its names or city",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminStorePage },
      errors: [400, 401, 403, 422],
    }),
    queryParams(AdminStoreListParams),
    async (c) => {
      const params = c.req.valid("query");
      const page = parseKeysetQuery(params, PAGE_LIMITS);
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      return c.json(
        await listAdminStores(deps.db, { ...page, q: params.q ?? "", state: params.state ?? "all" }),
      );
    },
  );

  app.get(
    "/admin/stores/:store_id",
    describeRoute({
      summary: "One store as the console edits it",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminStore },
      errors: [401, 403, 404],
    }),
    pathParams(StorePath),
    async (c) => c.json(await readAdminStore(deps.db, c.req.valid("param").store_id)),
  );

  app.post(
    "/admin/stores",
    describeRoute({
      summary: "Create a store, header Idempotency-Key; 422 with the failed keys per field",
      tag: "admin",
      auth: "bearer",
      success: { status: 201, schema: AdminStore },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(AdminFormBody),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const body = c.req.valid("json");
      const errors = validateStoreForm(body);
      if (!hasNoErrors(errors)) return fieldErrorsResponse(c, errors);
      return idempotentJson(
        c,
        await createAdminStore(deps.db, {
          actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
          key,
          fields: storeFieldsOf(body),
          now: deps.now(),
        }),
      );
    },
  );

  app.put(
    "/admin/stores/:store_id",
    describeRoute({
      summary: "Change a store's fields (all of them, as the form holds them)",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminStore },
      errors: [401, 403, 404, 409, 422],
    }),
    pathParams(StorePath),
    jsonBody(AdminFormBody),
    async (c) => {
      const body = c.req.valid("json");
      const errors = validateStoreForm(body);
      if (!hasNoErrors(errors)) return fieldErrorsResponse(c, errors);
      return c.json(
        await updateAdminStore(deps.db, {
          actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
          id: c.req.valid("param").store_id,
          fields: storeFieldsOf(body),
          now: deps.now(),
        }),
      );
    },
  );

  for (const [path, closed] of [
    ["/admin/stores/:store_id/close", true],
    ["/admin/stores/:store_id/reopen", false],
  ] as const)
    app.post(
      path,
      describeRoute({
        summary: closed
          ? "Close a store: it leaves the store pickers and the registration form; its history stays"
          : "Reopen a closed store",
        tag: "admin",
        auth: "bearer",
        success: { status: 200, schema: AdminStore },
        errors: [401, 403, 404, 409],
      }),
      pathParams(StorePath),
      async (c) =>
        c.json(
          await setAdminStoreClosed(deps.db, {
            actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
            id: c.req.valid("param").store_id,
            closed,
            now: deps.now(),
          }),
        ),
    );

  return app;
}
