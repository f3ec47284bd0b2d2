import { Hono } from "hono";
import {
  Maintenance,
  MaintenanceInput,
  MaintenancePage,
} from "../../../core/store-operations/store-operations-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, queryParams } from "../../http/validate";
import { requireLocation } from "../../tickets/services/tickets/ticket-access";
import { readIdempotencyKey } from "../../tickets/services/tickets/idempotency";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/tickets/idempotency-key";
import {
  createMaintenance,
  getMaintenance,
  listMaintenance,
  updateMaintenance,
} from "../services/maintenance";
import { locationParam, PageQuery, recordParam } from "./location-param";

/** Equipment maintenance of a store (spec 3 and 7: GET maintenance by location). */
export function maintenanceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const context = () => ({ secret: deps.signingSecret, now: deps.now() });

  app.get(
    "/maintenance/:location_id",
    describeRoute({
      summary:
        "The store's equipment maintenance, soonest next service first; keys in snake_case (keyset pages: cursor from next_cursor)",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: MaintenancePage },
      errors: [400, 401, 403, 422],
    }),
    locationParam(),
    queryParams(PageQuery),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await listMaintenance(deps.db, location_id, c.req.valid("query").cursor, context()));
    },
  );

  app.get(
    "/maintenance/:location_id/:id",
    describeRoute({
      summary: "One maintenance record of the store, with signed links to its files",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: Maintenance },
      errors: [401, 403, 404],
    }),
    recordParam(),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await getMaintenance(deps.db, location_id, id, context()));
    },
  );

  app.post(
    "/maintenance/:location_id",
    describeRoute({
      summary:
        "Record a piece of equipment and its service; file_ids are uploads of POST v2/files; optional Idempotency-Key",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 201, schema: Maintenance },
      errors: [400, 401, 403, 409, 422],
    }),
    locationParam(),
    jsonBody(MaintenanceInput),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const record = await createMaintenance(deps.db, location_id, c.req.valid("json"), {
        ...context(),
        userId: c.var.session.user.id,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
      });
      return c.json(record, 201);
    },
  );

  app.put(
    "/maintenance/:location_id/:id",
    describeRoute({
      summary: "Record a new service (dates, notes, the report) or correct the record",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: Maintenance },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    recordParam(),
    jsonBody(MaintenanceInput),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const record = await updateMaintenance(deps.db, location_id, id, c.req.valid("json"), {
        ...context(),
        userId: c.var.session.user.id,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
      });
      return c.json(record);
    },
  );

  return app;
}
