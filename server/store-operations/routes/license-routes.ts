import { Hono } from "hono";
import { License, LicenseInput, LicensePage } from "../../../core/store-operations/store-operations-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, queryParams } from "../../http/validate";
import { requireLocation } from "../../tickets/services/tickets/ticket-access";
import { readIdempotencyKey } from "../../tickets/services/tickets/idempotency";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/tickets/idempotency-key";
import { createLicense, getLicense, listLicenses, updateLicense } from "../services/licenses";
import { locationParam, PageQuery, recordParam } from "./location-param";

/** Licences of a store (spec 3 and 7: GET licences by location), new ones and renewals. */
export function licenseRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const context = () => ({ secret: deps.signingSecret, now: deps.now() });

  app.get(
    "/licenses/:location_id",
    describeRoute({
      summary: "The store's licences, soonest expiry first (keyset pages: cursor from next_cursor)",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: LicensePage },
      errors: [400, 401, 403, 422],
    }),
    locationParam(),
    queryParams(PageQuery),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await listLicenses(deps.db, location_id, c.req.valid("query").cursor, context()));
    },
  );

  app.get(
    "/license/:location_id/:id",
    describeRoute({
      summary: "One licence of the store, with signed links to its files",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: License },
      errors: [401, 403, 404],
    }),
    recordParam(),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await getLicense(deps.db, location_id, id, context()));
    },
  );

  app.post(
    "/license/:location_id",
    describeRoute({
      summary:
        "Record a licence of the store; file_ids are uploads of POST v2/files; optional Idempotency-Key",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 201, schema: License },
      errors: [400, 401, 403, 409, 422],
    }),
    locationParam(),
    jsonBody(LicenseInput),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const license = await createLicense(deps.db, location_id, c.req.valid("json"), {
        ...context(),
        userId: c.var.session.user.id,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
      });
      return c.json(license, 201);
    },
  );

  app.put(
    "/license/:location_id/:id",
    describeRoute({
      summary: "Record a renewal (new dates, renewal date, the new certificate) or correct a licence",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: License },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    recordParam(),
    jsonBody(LicenseInput),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const license = await updateLicense(deps.db, location_id, id, c.req.valid("json"), {
        ...context(),
        userId: c.var.session.user.id,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
      });
      return c.json(license);
    },
  );

  return app;
}
